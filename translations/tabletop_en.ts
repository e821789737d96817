<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutPage</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop %1 plays card and board games with their rules enforced, hot-seat on one computer. Every shuffle comes from the game&apos;s seed, so any game can be replayed exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card texts and rules summaries are written for this project. Built with Qt %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttackPanel</name>
    <message>
        <source>Attack: choose a target (lit in red on the map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No target in range and sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n sq.)</source>
        <translation>
            <numerusform>%1 (%n sq.)</numerusform>
            <numerusform>%1 (%n sq.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disadvantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Advantage or Disadvantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2: target %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate points: %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate: +2 Advantages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate: reroll if it fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend a fate point now: two Advantages (+20) on this attack&apos;s test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend a fate point only if the attack&apos;s test fails: it is rolled again and the new roll stands.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>No cards yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Open ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board, %1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildProgress</name>
    <message>
        <source>Indexing the cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This happens once, and again only when the card files change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardDetail</name>
    <message>
        <source>Eva card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drama card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Angel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spoken by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction: another player may speak it in answer to a card the active player speaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other: does not count toward its speaker&apos;s limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a Line (upside down):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hurt %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attract %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardDetails</name>
    <message>
        <source>Copies owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardFilters</name>
    <message>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogCard</name>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OFF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEF</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogTexts</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OFF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servant type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>common</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncommon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposed traits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ferocity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortitude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toughness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RANGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pierce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-empt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChainStack</name>
    <message>
        <source>Chain Link %1: %2, speed %3, by %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(targets %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(summons %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(negated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Chain, %n link(s)</source>
        <translation>
            <numerusform>Chain, %n link</numerusform>
            <numerusform>Chain, %n links</numerusform>
        </translation>
    </message>
    <message>
        <source>No chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolves from the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chain: the step asks both players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(its Multi-trigger power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-trigger power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(targets a face-down card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chain: %1 may start one, or pass</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChainView</name>
    <message>
        <source>Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1: %2, by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n link(s)</source>
        <translation>
            <numerusform>%1, %n link</numerusform>
            <numerusform>%1, %n links</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by %1 · resolves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterTile</name>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silenced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (spectator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CityRow</name>
    <message numerus="yes">
        <source>The city: %n card(s)</source>
        <translation>
            <numerusform>The city: %n card</numerusform>
            <numerusform>The city: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Front on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No city cards yet: they are played in Planning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a planning card here to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOVE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collateral %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CollectionEntry</name>
    <message>
        <source>Might</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Senses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intellect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acrobatics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Athletics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortitude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Awareness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subterfuge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>range %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combo at %1 DoS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size %1 × %1 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies (starts at %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AT Field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts in stealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combatant sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map of the encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eva scale: a square is one Eva metre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human scale: a square is one metre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Director&apos;s side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carried by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arms %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>body %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CollectionPage</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names and rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Descending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned cards only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collection file (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the card files</source>
        <translation>
            <numerusform>%n problem in the card files</numerusform>
            <numerusform>%n problems in the card files</numerusform>
        </translation>
    </message>
    <message>
        <source>More than %1 cards match; the first %1 are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards match; the first %2 are shown. Type or filter to narrow them down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These cards were left out of the catalog:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names and descriptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatGridLook</name>
    <message>
        <source>Open ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light cover (Partial)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy cover (Full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water (costs 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elevation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambushing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prone target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point Blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting at Prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting into Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover (Partial)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover (Full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficult Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evangelion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Angel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge (★★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong Attack (★★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong Attack, 1 Disadvantage (★★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong Attack, 2 Disadvantages (★★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grappled Enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past a protector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grapple (unarmed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No damage: a win grapples the target (melee attacks on it gain an Advantage; it must break free to act); a loss lets it make a Chance Attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No damage: the target goes back one square per DoS; an obstacle deals the squares left as Stress and damage. Endurance opposes it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No damage: a win knocks the target prone. Endurance opposes it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uneven harmful ground (costs 2, or a test)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaging harmful ground (costs 2, or a test)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficult ground (costs 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harmful Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uneven ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waist-high water (costs 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deep water (swimming, costs 2, a test: may sink)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ailment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dizzy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enraged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running Target (Shoot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatigued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>War Cry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taunted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taunted (another target)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatGridRules</name>
    <message>
        <source>The encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seat is the Director, who plays every enemy and sees the whole map; the other seats are players, each with one or more combatants. The encounter is chosen when the game is set up. Initiative is each combatant&apos;s Grace Bonus (ties: the higher Grace, then more fate points, then an opposed Grace roll); the track along the top of the table shows the order, the one acting now lit. Surprised combatants lose their turn in the first round and cannot oppose tests in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn is one Move and two Actions, in any order; the Move may be split around the Actions. An action and its variations are not repeated in a turn: one attack, one Focus. End turn passes to the next combatant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits, damage and wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hit rolls its location (head, arms, body, legs; an Angel&apos;s Core). Damage is the weapon&apos;s plus the attacker&apos;s Degrees of Success (and the Might Bonus in melee), less the defender&apos;s Degrees when it passed, less an Angel&apos;s AT Field. It wounds when it exceeds Defence, the Physique Bonus plus the armour there: one wound, one more for 5 over, a head or Core hit, an unguarded location, a critical. With no wounds left each wound is an Injury and Stress; more Injuries than the Physique Bonus, or a savage hit on a combatant with no wounds left, puts it down. An Eva&apos;s pilot feels every wound as Stress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the players see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Director sees everything. Players see the map, their own combatants in full, and only the enemies one of their standing combatants can see and that are not hidden; of those, no Scores or wounds. What an unseen enemy does reads &quot;Something moves out of sight&quot;. In hot-seat the Director&apos;s turns go behind the curtain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The encounter ends when every combatant of one side is down, or when the Director ends it (a draw).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat Grid: how to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Basic Move is the Grace Bonus times two squares; a prone combatant is Hindered and moves half. A diagonal step costs 1, water and harmful ground 2; walls, corners of walls and standing combatants block. Drag the acting token, or click it: every square it can reach lights with its cost, and the path follows the pointer. A mover who runs into an enemy nobody had seen stops short. Next to an enemy you are Engaged in Melee: stepping out of its reach lets it make a Chance Attack (with an Advantage: you flee) unless you Disengage first, by a test (your best of Acrobatics, Endurance, Melee or Grace against its Melee; a failure makes the move a Flee) or by spending an Action. Squares whose path would draw a Chance Attack are marked with crossed swords. An enemy makes one Chance Attack until its next turn, and only with a melee weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Action costs one of the turn&apos;s two. Focus gives an Advantage (+10) to the combatant&apos;s next attack. Rise stands a prone combatant up (an enemy next to it gets a Chance Attack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A melee attack needs the target adjacent; a ranged one needs it within the weapon&apos;s range and in sight (walls block, cover gives a Disadvantage). The attack is an opposed test against the better of the defender&apos;s Dodge and Parry (melee) or Anticipate (ranged). The table lists every Advantage and Disadvantage before the roll: High Ground, Point Blank, Close range, a prone target, cover, shooting into melee, difficult terrain, Focus, Ambushing in a surprise round. Standard Attack; Fast Attack (melee, one Advantage, no Might Bonus to damage); Called Attack (two Disadvantages, you name the hit location); Charge (two Actions, melee: a Basic Move of its own to the target, then the attack with an Advantage); Strong Attack (two Actions, melee: one or two Disadvantages, +2 damage each); Knockdown (melee: the target may also resist with Endurance; a win knocks it prone instead of hurting it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance Attacks, Grapple and Push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy allowed a Chance Attack is asked first: its controller makes it or lets the combatant go, and the move waits for the answer. Grapple (★) is an unarmed melee attack: a win holds the target instead of dealing damage, a loss lets the target make a Chance Attack. A grappled combatant makes no Chance Attacks, melee attacks on it gain an Advantage, and before each Move, Action or evasion it must win an opposed test (its best of Melee, Acrobatics or Endurance against the grappler&apos;s Melee or Endurance) or waste it; a win frees it. The grapple ends when the two are no longer side by side. Push (★) is a melee attack that drives the target back one square per Degree of Success; a wall or a combatant in the way deals the squares left as Stress and damage. A grappler moves with the target it pushes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend (★★) gives the combatant an Advantage on its evasion tests and on its Chance Attacks until the start of its next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect (★★) names an ally: the next attack that hits it hits the protector instead, until the start of the protector&apos;s next turn. A Called Attack may aim past the protector with one more Disadvantage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water (swimming), difficult ground and harmful ground Hinder: each of their squares costs 2. Climbing up or down costs 2 more per metre of height. Harmful ground may instead be crossed at full speed (1 a square) with an Athletics or Acrobatics test on entering each of its squares, one Disadvantage per point of its number: a failure on uneven ground knocks the mover prone where it is, on damaging ground it deals the ground&apos;s damage plus the Degrees of Failure (the table walks it Hindered; full speed is not offered on the table yet). The table&apos;s path costs count all of this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaping and jumping down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leap goes in a straight line, at least 2 squares, over a gap or an obstacle (lower or higher ground, water, rough or harmful ground), clearing at most 1 metre above where it starts and landing on the ground; walls and combatants stop it. It is Hindered, 2 of the Move a square; or put effort in: a Leaping test (the better of Athletics and Acrobatics, an Advantage after a run-up of 4 unhindered squares) makes it 1 a square when it passes, leaves it Hindered when it fails, and by 4 Degrees of Failure it covers 1 square and falls short; a short leap falls from where it started. Jumping down is one step to a lower square for that square&apos;s cost, instead of climbing: the fall deals 1 damage a metre against the Physique Bonus alone (armour does not count), less 1 per Degree of Success of an Athletics or Acrobatics test; a wound knocks the jumper prone. A leap onto lower ground drops the rest the same way. On the table the squares only a leap reaches wear ↷, those only a jump reaches ↓; where there is a choice, a menu asks how.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combatant in stealth (a dashed ring on its token, for its owner and the Director) moves Hindered. When it moves or acts where an enemy can see it, that enemy tests Awareness against its Stealth (Subterfuge), once a turn: a win finds it and its stealth ends. Ending a turn with no cover from an enemy&apos;s line of sight ends it too, and so does attacking. The Director&apos;s side cannot attack a player it has not noticed; a hidden enemy stays off the players&apos; map until it is found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combatant&apos;s fate points (on its sheet) are spent for luck. On an attack, choose in the attack panel before rolling: two Advantages (+20) for a fate point, or a reroll if the test fails (the fate point is spent only then, and the failed roll stays in the log). On its turn, without an Action: restore as many Wounds as its starting fate points, or ready fate to block Injuries (each Injury it then takes costs a fate point instead). The players never see how many fate points an enemy has left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse, Distract, War Cry, Taunt and Exert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick an enemy in sight on the map, then one of four actions (★ each, one of them a turn), each an opposed test of your best named skill against its best: Analyse (you and your allies gain an Advantage against it), War Cry (it takes a Disadvantage on its tests against you), Taunt (it gains an Advantage to hit you and a Disadvantage on attacks at others), Distract (its next test is rolled twice and the worse kept). Each lasts until the start of your next turn. Exert gives one more Action at once, free of the repeat limit, for 1 Stress, then 2, 3 and so on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suffering an injury, seeing an important ally (one with fate points) fall (the Director&apos;s combatants are immune to this one), and an Angel&apos;s Existential Crisis each call for a Fear test: Will or Fortitude (Courage). Each is faced once an encounter, pass or fail. A failure sets the fear by its Degrees of Failure: 0-1 Shaken (a Disadvantage on all tests); 2 Avoidance (no going into melee with what it fears, no shooting at it, a Disadvantage on all tests while engaged with it); 3 Panic (it only flees: moves away, runs, rises or defends; no attacks, no Disengage, no Chance Attacks); 4 Frozen (no move, no actions, attacks on it are unopposed); 5 or more Catatonia (as Frozen, 1 Trauma, and Helpless: attacks on it are Savage). At the start of each of its turns it tests again, with an Advantage for each earlier failure; a pass ends the fear. A badge on the token names the fear and what it fears. An Exhausted combatant (Stress 2 over its Physique Bonus) that takes more Stress tests Physique or falls unconscious.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatGridTable</name>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus (+1 Advantage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · Move %3 left · %n Action(s) left</source>
        <translation>
            <numerusform>%1 · %2 · Move %3 left · %n Action left</numerusform>
            <numerusform>%1 · %2 · Move %3 left · %n Actions left</numerusform>
        </translation>
    </message>
    <message>
        <source>Director&apos;s combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the token (or click it) to see where it can go this turn and what each square costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler: drag on the map (click to stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rise (★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disengage (★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disengage (test)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prone (Hindered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engaged in melee: squares marked ⚔ draw Chance Attacks unless you disengage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may make a Chance Attack on %2, who rises from prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may make a Chance Attack on %2, whose Grapple failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may make a Chance Attack on %2, who leaves its melee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disadvantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the Chance Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let them go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend (★★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect %1 (★★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protected by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending (an Advantage on evasion and Chance Attacks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grappled by %1 (must break free to act)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleeing: the attack gains an Advantage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make it (it acts like a standard attack and uses this combatant&apos;s Chance Attack until its next turn), or let them go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1 to decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fly up to High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fly down to Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fly up to Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fly down to Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fate: restore %n wound(s)</source>
        <translation>
            <numerusform>Fate: restore %n wound</numerusform>
            <numerusform>Fate: restore %n wounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Fate: block the next Injuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate: stop blocking Injuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combo! Take a free action with +1 Advantage, or end the chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent in this chain (not repeated): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1 to take the free action or end the chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sprint (★★, +2 Basic Moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run (★, +1 Basic Move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sprinting (two Advantages to melee, two Disadvantages to ranged attacks on it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running (an Advantage to melee, a Disadvantage to ranged attacks on it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass Off to %1 (combo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative +1 (combo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative −1 (combo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go prone (★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stem the bleeding (★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distract %1 (★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>War Cry at %1 (★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taunt %1 (★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse %1 (★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manipulation or Awareness against its Inquiry or Senses: on a pass its next test is rolled twice and the worse kept (until your next turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Athletics or Authority against its Fortitude or Will: on a pass it takes a Disadvantage on its tests against you until your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manipulation or Authority against its Fortitude or Will: on a pass it gains an Advantage to hit you and a Disadvantage on attacks at others until your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endurance, Academics or Awareness against its Subterfuge, Manipulation or Grace: on a pass you and your allies gain an Advantage against it until your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse, Distract, War Cry, Taunt: pick an enemy on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an enemy in sight to Analyse, Distract, War Cry at or Taunt it (★ each, one of them a turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exert (+1 Action, %n Stress)</source>
        <translation>
            <numerusform>Exert (+1 Action, %n Stress)</numerusform>
            <numerusform>Exert (+1 Action, %n Stress)</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain one Action at once; it ignores the limit on repeating an action. Each Exert this encounter costs one Stress more than the last (Fatigued past your Physique Bonus).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatMap</name>
    <message>
        <source>Wounds left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Injuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance Attacks: this path leaves an enemy&apos;s melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disengage test: a failure here draws Chance Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sq.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grappled by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>water (swimming)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>difficult ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>harmful ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>climbing %n metre(s)</source>
        <translation>
            <numerusform>climbing %n metre</numerusform>
            <numerusform>climbing %n metres</numerusform>
        </translation>
    </message>
    <message>
        <source>Harmful ground on the way:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk carefully (Hindered): Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go around it: Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hurry across (a test for each harmful square)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>harmful ground at full speed: a test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only at full speed: a test on each harmful square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>»</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waist-high water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deep water (swimming, a test)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying High (above 150 metres): out of reach of everything lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying Low (20 metres up): no melee with the ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flier at Ground altitude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drowning: sunk in deep water, holding its breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>○°</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Jump down %n metre(s): Move %1; falling damage of 1 a metre, less the DoS of an Athletics or Acrobatics test</source>
        <translation>
            <numerusform>Jump down %n metre: Move %1; falling damage of 1 a metre, less the DoS of an Athletics or Acrobatics test</numerusform>
            <numerusform>Jump down %n metres: Move %1; falling damage of 1 a metre, less the DoS of an Athletics or Acrobatics test</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leap %n square(s): Move %1 with a Leaping test (Athletics or Acrobatics); a failure Hinders it and it may fall short</source>
        <translation>
            <numerusform>Leap %n square: Move %1 with a Leaping test (Athletics or Acrobatics); a failure Hinders it and it may fall short</numerusform>
            <numerusform>Leap %n squares: Move %1 with a Leaping test (Athletics or Acrobatics); a failure Hinders it and it may fall short</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leap %n square(s), Hindered: Move %1</source>
        <translation>
            <numerusform>Leap %n square, Hindered: Move %1</numerusform>
            <numerusform>Leap %n squares, Hindered: Move %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; then a drop of %n metre(s): falling damage, less a test&apos;s DoS</source>
        <translation>
            <numerusform>; then a drop of %n metre: falling damage, less a test&apos;s DoS</numerusform>
            <numerusform>; then a drop of %n metres: falling damage, less a test&apos;s DoS</numerusform>
        </translation>
    </message>
    <message>
        <source>↓%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↷%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leap (Hindered): Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leap with a Leaping test: Move %1, or %2 if it fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Jump down %n metre(s): Move %1, falling damage less a test&apos;s DoS</source>
        <translation>
            <numerusform>Jump down %n metre: Move %1, falling damage less a test&apos;s DoS</numerusform>
            <numerusform>Jump down %n metres: Move %1, falling damage less a test&apos;s DoS</numerusform>
        </translation>
    </message>
    <message>
        <source>How to get there:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk or climb: Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↷</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only by jumping down %n metre(s): falling damage, less a test&apos;s DoS</source>
        <translation>
            <numerusform>Only by jumping down %n metre: falling damage, less a test&apos;s DoS</numerusform>
            <numerusform>Only by jumping down %n metres: falling damage, less a test&apos;s DoS</numerusform>
        </translation>
    </message>
    <message>
        <source>Only by a leap with a Leaping test: Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only by a leap: Move %1 Hindered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◌</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden (in stealth): Hindered; enemies who see it move test Awareness to find it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cnf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hyp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burning: damage at the end of each round, Disadvantage on Will tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dizzy: Disadvantage on all tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shocked: Hindered, cannot oppose attacks, 1 Stress each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frozen: no moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stunned: no actions or moves, cannot oppose attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hallucinating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypnotised: no actions or moves, cannot oppose attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enraged: Advantage on melee attacks, cannot evade, only attacks enemies in melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (failed shake-offs: %2; enemies gain an Advantage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sprinting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IBl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BFi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BWr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BAr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BTo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BFt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BLg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crucial Strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trouble Concentrating: a Disadvantage on Senses and Intellect tests each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fracture: Confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blinded: ranged attacks fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inner Damage: an extra Wound when damaged, Disadvantage on Physique tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal Bleeding: Blood Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand Pain: 5 Stress when attacking with the weapon arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Fingers: a Disadvantage on attacks with the weapon arm each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Wrist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Arm: no attacks with the weapon arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot Pain: 1 Stress per Basic Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Toes: Disadvantage on Grace tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Foot: all movement Hindered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Leg: prone, cannot stand, crawls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimming Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hairline Fracture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panic Healing: 10 AT Field lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Existential Crisis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (x%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysed (an Advantage against it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>War Cry (a Disadvantage on its tests against the one who cried)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taunted (it attacks the taunter more easily, others less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distracted (its next test rolled twice, the worse kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>!Sh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>!Av</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>!Pa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>!Fz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>!Ca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken: a Disadvantage on all tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoidance: will not go into melee with its source nor shoot at it; a Disadvantage on all tests while engaged with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panic: only flees its source (moves away, runs, rises, defends); no attacks, no Chance Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frozen with fear: no moves, no actions, cannot oppose attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catatonia: frozen with fear and Helpless (attacks on it are Savage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; afraid of %2 (failed shake-offs: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (failed shake-offs: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatOverlay</name>
    <message>
        <source>Reveal, round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat, round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attack card: the combat ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sword chooses attack cards face down (drag them onto the enemy kaiju, or click them and play).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↩ −%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drop a shield card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rampage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatTray</name>
    <message numerus="yes">
        <source>Critical: %n DoS</source>
        <translation>
            <numerusform>Critical: %n DoS</numerusform>
            <numerusform>Critical: %n DoS</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fumble: %n DoF</source>
        <translation>
            <numerusform>Fumble: %n DoF</numerusform>
            <numerusform>Fumble: %n DoF</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Success: %n DoS</source>
        <translation>
            <numerusform>Success: %n DoS</numerusform>
            <numerusform>Success: %n DoS</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Failure: %n DoF</source>
        <translation>
            <numerusform>Failure: %n DoF</numerusform>
            <numerusform>Failure: %n DoF</numerusform>
        </translation>
    </message>
    <message>
        <source>base %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice tray: no attack rolled yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks, unopposed: a hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks, unopposed: a miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rolled %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit location (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called hit location: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage %1 against Defence %2 (Physique Bonus %3 + armour %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s) to %1</source>
        <translation>
            <numerusform>%n wound to %1</numerusform>
            <numerusform>%n wounds to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No wound: the armour holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n injury(ies)</source>
        <translation>
            <numerusform>%n injury</numerusform>
            <numerusform>%n injuries</numerusform>
        </translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tests Leaping: passed, the leap is not Hindered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tests Leaping: failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 jumps down: the test takes %n off the fall&apos;s damage</source>
        <translation>
            <numerusform>%1 jumps down: the test takes %n off the fall&apos;s damage</numerusform>
            <numerusform>%1 jumps down: the test takes %n off the fall&apos;s damage</numerusform>
        </translation>
    </message>
    <message>
        <source>The fall: damage %1 (armour does not count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exploit Hit (+1 wound)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CouchPanel</name>
    <message>
        <source>Waiting for %1&apos;s phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan to take seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone away; it reconnects by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined; press Ready on the phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QR code of the page for seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a lost phone: the old code and the phone on this seat are cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, take your seats with your phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this screen, behind a curtain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand is showing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decides on this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide my hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan your seat&apos;s QR code with the phone&apos;s camera (the phone must be on the same network as this computer), or open the address under it in the phone&apos;s browser and type the seat&apos;s code. The game starts when every phone is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phone away; it reconnects by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phone connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask %1 about reactions:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CounterBadge</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else, please look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass without looking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes without showing their hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask %1 about reactions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may answer here; the hand stays hidden:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers without showing their hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckBuilderPage</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(starter, read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (starter deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names and rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards: Enter adds the focused card to the deck, Z shows it large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card onto a section of the deck, double-click it, or press Enter. Drag it back out to take it away. Right-click or Z shows a card large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Legal deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not legal yet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s deck rules are not available yet, so legality cannot be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop cards here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One fewer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck list file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the unsaved changes to &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the deck &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game with decks has its cards installed yet. Decks are built for a game once its card files are in %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncounterEditor</name>
    <message>
        <source>%1 (my map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the ground 1 metre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower the ground 1 metre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wall under %1: move the token first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would stand off the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot stand in a wall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot stand on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moved to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the encounter a title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the encounter before it starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title of the new encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as a new encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press or drag on the map to paint. Drag a token to move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 picked up: Enter on a square puts it down.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndGameOverlay</name>
    <message>
        <source>The game is a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1. The same seed deals the same cards again; to replay this game from the start in a terminal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command that replays this game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvaTile</name>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FighterPanel</name>
    <message>
        <source>Sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pool: %2 cost boxes left this combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrimoireBreakdown</name>
    <message>
        <source>Decided by the contracts (check 1 of 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by element majorities (check 2 of 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by cards left in hand (check 3 of 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All three checks were tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s contract: %2, %3 power against %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fulfilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 made no contract (failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells left in hand: %1 %2, %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrimoireRules</name>
    <message>
        <source>Setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two investigators play. Shuffle the 40 grimoires into a deck. Each player takes the five spells (Cthugha red, Cthulhu blue, Hastur yellow, Nyarlathotep black, Eihort white); one of them is sealed at random and set aside unseen by the opponent. The seed decides who starts; the starting player changes every round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds and turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are eight rounds, with the contract step between rounds 4 and 5. At the start of a round its starting player lays five grimoires face up in the explore area. Then the players take four turns: starter, opponent, starter, opponent. In each turn you must acquire a grimoire and you may cast one spell, in either order. The fourth turn of a round acquires two grimoires. Press End turn when you are done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquiring grimoires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one grimoire from the explore area and place it in your library on its colour. Each card gives one power of its colour. Drag it onto the matching column, or click it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insight cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Insight 3 card acquired in the third or fourth turn of a round turns sideways and gives two power instead of one. An Insight 5 card can never be acquired late enough, so only Eihort turns it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbidity cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turbidity card shows two colours. When you acquire it, choose one of them: it lies on that colour and gives one power there. Nyarlathotep can move it to its other colour later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casting spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per turn you may cast a spell from your hand if you have at least 3 power of its colour; with 5 or more you get its stronger effect. A spell cast from hand goes to the purge area for the rest of the game. A spell with no target still resolves as far as it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hastur, the counterspell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hastur is cast only during your opponent&apos;s turn, answering a spell they just declared. With 3 yellow power it stops a red or blue spell; with 5 (or from your contract) it also stops black and white spells. Answering with Hastur does not use up your own turn&apos;s spell. When your opponent casts, you will be asked whether to answer even if you cannot, so the question itself gives nothing away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contract with the demon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After round 4, each player places one spell from hand face down under contract. It is no longer in your hand. Once per game you may cast it as if you had 5 power of its colour; it then stays revealed under contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After round 8 three checks are made in order. First the contracts: each player compares their power in their contract&apos;s colour with the opponent&apos;s power in that colour; having less means the contract failed (a tie fulfils it, and having no contract counts as failing). If exactly one player failed, they lose. Otherwise count the colours in which each player has more power; more colours wins. If that is tied, more spells left in hand wins; otherwise the game is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grimoire: how to play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrimoireTable</name>
    <message>
        <source>Round %1, turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refilled with 5 grimoires at the start of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast a spell here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts %2 (level %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Countered!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purge area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(one a turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast spells and banished grimoires</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrimoireTexts</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthugha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hastur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nyarlathotep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eihort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banish 1 card from your opponent&apos;s library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banish 1 or 2 cards from your opponent&apos;s library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent loses 1 random spell from hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent loses 2 random spells from hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast on your opponent&apos;s turn: counter a red or blue spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast on your opponent&apos;s turn: counter a red, blue, black or white spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip up to 2 turbidity cards in any library to their other colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip up to 4 turbidity cards in any library to their other colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn one Insight 5 card of yours sideways: it gives 2 power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn all your Insight 5 cards sideways: each gives 2 power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 grimoire, Insight %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbidity grimoire (%1 or %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 grimoire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 %1 power: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 %1 power: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives 1 power. Acquired in turn 3 or 4 of a round, it turns sideways and gives 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives 1 power. Only Eihort can turn it sideways, and then it gives 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose its colour when you acquire it: %1 or %2. Gives 1 power there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives 1 %1 power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquire onto %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast %1 from your contract (as 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter with Hastur from your contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter with Hastur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let it resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done choosing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1 under contract</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-%2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hot-seat game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InitiativeTrack</name>
    <message>
        <source>%1, initiative %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (acting now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No combatants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Init. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KaijuCard</name>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 card, damage %3, toughness %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, fortitude %3, glory %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, kaiju, Ferocity %2, Agility %3, Power %4, Fortitude %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOVE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RANGE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, ally, Ferocity %2, Agility %3, Power %4, Fortitude %5, %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, event: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, team card: %2; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, event of the Action phase: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KaijuLook</name>
    <message>
        <source>Trench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ember</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>electric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aquatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>giant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kaiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COUNTERATTACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIERCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHAIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DODGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QUICK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ferocity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard &amp; Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rampage: who plays for the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rampage: fight on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rampage: the city&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team fight: who joins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 glory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw %1 combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw %1 planning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your kaiju heal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 damage to the front city card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs: %1 member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs: %1 kaiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortitude %1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to %1 kaiju: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rampages: +%1 damage per attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entering the city: +%1 energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active characters are %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative %1 · Planning draw %2 · Fury %3 · Fortitude +%4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KaijuRules</name>
    <message>
        <source>Teams and decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player brings a team of up to three kaiju of one affiliation, a planning deck (30 cards or more, at most 3 copies of a card) and a combat deck (20 cards or more, as many sword as shield cards, at most 2 copies). Each draws 5 combat cards and 5 planning cards and takes 10 energy plus the highest Power of its team. The seed breaks ties in initiative; the order is kept for the whole game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard &amp; Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of each turn every player, privately and at the same time, discards any planning cards and draws back up to 5. In hot-seat each player does it behind the curtain: click the cards to discard, then the button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active Character Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In initiative order each player sends one conscious kaiju into the city: click it. It is active until the end of the turn and takes the team&apos;s action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A roar gives the team 2 energy, then either draws 2 combat cards, or discards the combat cards you chose (click them first) and draws back up to 5. Only a redraw discards cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The challenged player answers first: accept, and the kaiju enters the city and fights; decline, and the challenger&apos;s action is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker is the Sword of round 1, the defender the Shield; the roles swap every round. The Sword chooses attack cards (click them, or drag them onto the enemy kaiju) and plays them face down, or passes. The Shield answers each attack with toughness and counterattack cards, face down (drag each onto the attack it answers). Then all the cards turn over together: each attack deals its damage, with +1 for each trait icon its kaiju has and −1 for each red icon the target has, minus the toughness answering it; counterattacks hit back. The combat ends after a round in which the Sword played nothing, or when a kaiju is knocked out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools and energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each fighter starts a combat with pools equal to its Ferocity, Agility and Power. Each cost box of a card played is paid from its pool while it lasts, every other box with energy. The combat overlay shows what the chosen cards will cost before you play them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHAIN adds damage when another attack this round has the same target; QUICK stops the counterattacks answering it; FIERCE ignores some toughness; DODGE answering an attack cancels its CHAIN, QUICK and FIERCE text; COUNTERATTACK deals its damage to the attacker. In round 1 no CHAIN cards are played and the Shield plays no counterattacks (ruling K3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rage attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each time a kaiju is damaged its team gains 1 fury. With 10 fury the Sword may make one of its cards a rage attack: it costs nothing and toughness does not reduce it; the fury is spent at the reveal (ruling K6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a combat each fighting player may attach a scar from its planning hand, first to its own kaiju that fought, then to an enemy kaiju that fought (one scar per kaiju). Click the scar, then the kaiju, or drag it there. Then the fighters draw combat cards back up to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock-outs, glory and the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A kaiju is knocked out when its damage reaches its Fortitude plus 2; the final blow gives 5 glory. 20 glory wins at once (ties: total glory, then the glory of conscious kaiju). A team with no conscious kaiju is out; the last team standing wins. Kaiju that did not enter the city heal 1 at the end of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet in this version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning, selection and actions go in initiative order, shown beside the table; the player asked now is outlined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kaiju City: how to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In initiative order each active kaiju passes, roars (+2 energy and draw 2 combat cards, or discard the chosen combat cards and redraw to 5), attacks another active kaiju, challenges an inactive one (click the enemy kaiju), or rampages against the front city card. A challenged player accepts (its kaiju enters the city and the combat begins) or declines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rampage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rampaging kaiju fights the front city card as if it were a kaiju. The other players are asked in turn whether to play for the city with their own combat hand and energy (the city has no pools, so every cost box costs 1 energy); if nobody does, the rampager&apos;s cards turn over at once. A city card knocked out goes to the glory pile of whoever dealt the final blow, with its glory; the rampager then draws 2 and fights on, or stops. The rampage also ends when the rampager passes, is knocked out, or the city is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RANGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With its face-down cards the Sword may declare 1 collateral damage for each card with RANGE n, to one of the first n city cards; it lands after the attacks&apos; damage. Nobody deals collateral damage in a rampage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team fights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When an attack or an accepted challenge begins, the attacker&apos;s player, then the defender&apos;s, may add any of their other conscious kaiju to the fight (click them, then the button): they enter the city, and the player draws 1 combat card for each. The Sword&apos;s kaiju may all play cards: each card is played by one of them (click your fighter first) and aimed at one enemy kaiju (drag it onto that kaiju). The Shield answers only for the kaiju that were targeted, each card answering one attack, paid from the pools of the kaiju targeted; a kaiju that was not targeted plays no counterattack. Playing cards for some kaiju and not others is not a pass. A knocked-out kaiju leaves the fight; the others fight on until one side has nobody standing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In initiative order each player plays location and opponent cards into the city (drag them onto the city, or click them), then presses Done. The first city card is the front card; later ones go to the back of the row. Events and allies are played in Planning too (click them, or drag them onto the city).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ally is played in Planning when at least one conscious member of your team meets its requirement (a trait or an affiliation). It joins your team as an extra member beside your kaiju (at most 3 allies a team): it may be selected as the active character and takes actions like a kaiju, with the Ferocity, Agility, Power and Fortitude on its card. Allies are not kaiju: they do not heal, take no scars, and cannot decline a challenge. Knocking one out gives the glory on its card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a round&apos;s damage (and the KO checks), each side whose cards played carry MOVE chooses how far it moves: 0 up to their MOVE, the Sword first, then the Shield. Each point sends the front city card to the back of the row, so the city turns. A knocked-out fighter&apos;s cards give no MOVE; the city&apos;s side of a rampage never moves, and a rampager&apos;s MOVE shifts the fight to the new front card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event is played in Planning and resolves at once: it may give glory or energy, draw combat or planning cards, heal your kaiju (not your allies) or damage the front city card (a knock-out gives you its glory). Then it goes to your planning discard pile. Glory from an event can win the game at once. An event marked ACTION PHASE is played in your Action phase instead, before your action (click it in your planning hand), and you still take your action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet in this version: events at other times than the Planning and Action phases, and event or city card effects beyond those the cards show.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KaijuTable</name>
    <message>
        <source>%1 kaiju · Ferocity %2 · Agility %3 · Power %4 · Fortitude %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shield card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage %1 · Toughness %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortitude %1 · Glory %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against %1 (−1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough energy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 toughness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 1: no CHAIN cards, no counterattacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 played %n attack card(s) face down.</source>
        <translation>
            <numerusform>%1 played %n attack card face down.</numerusform>
            <numerusform>%1 played %n attack cards face down.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 challenges your %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the kaiju that takes %1 (a lit kaiju), or drag the scar onto it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an attack, then the cards that answer it (or drag each card onto its attack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose attack cards (click them, or drag them onto the enemy kaiju), then play them face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the planning cards to discard, then draw up to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard %n and draw</source>
        <translation>
            <numerusform>Discard %n and draw</numerusform>
            <numerusform>Discard %n and draw</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the hand and draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roar: +2 energy, draw 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Roar: discard %n, redraw to 5</source>
        <translation>
            <numerusform>Roar: discard %n, redraw to 5</numerusform>
            <numerusform>Roar: discard %n, redraw to 5</numerusform>
        </translation>
    </message>
    <message>
        <source>Roar: redraw to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Play %n face down</source>
        <translation>
            <numerusform>Play %n face down</numerusform>
            <numerusform>Play %n face down</numerusform>
        </translation>
    </message>
    <message>
        <source>No rage attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rage attack: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attack (pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Answer with %n face down</source>
        <translation>
            <numerusform>Answer with %n face down</numerusform>
            <numerusform>Answer with %n face down</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s planning hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning hand hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No planning cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s combat hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat hand hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No combat cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · glory to win: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city (nobody plays for it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rampage against %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play for the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let it rampage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 2 and fight on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the rampage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the combat hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard it and draw 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Play %n face down, 1 collateral damage to the front city card</source>
        <translation>
            <numerusform>Play %n face down, 1 collateral damage to the front city card</numerusform>
            <numerusform>Play %n face down, 1 collateral damage to the front city card</numerusform>
        </translation>
    </message>
    <message>
        <source>the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several enemy kaiju fight: drag each chosen card onto the kaiju it attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team fight: click the kaiju of yours that plays, then drag each attack card onto the enemy kaiju it attacks; then play them face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the kaiju of yours that join the fight (you draw 1 combat card for each), then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n to the fight</source>
        <translation>
            <numerusform>Add %n to the fight</numerusform>
            <numerusform>Add %n to the fight</numerusform>
        </translation>
    </message>
    <message>
        <source>Add nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ally · Ferocity %1 · Agility %2 · Power %3 · Fortitude %4 · Glory %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a planning card (or drag it onto the city) to play it: a location or opponent builds the city, an ally joins your team, an event resolves at once. Then Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round&apos;s damage is dealt. MOVE 0 to %1: each point sends the front city card to the back (the city row marks the card each MOVE brings to the front).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay (MOVE 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOVE %1: %2 to the front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of reach: a card with RANGE n hits one of the first n city cards, one point each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RANGE: click a lit city card to aim 1 collateral damage at it (each card with RANGE n reaches one of the first n city cards; click again to take the points back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Play %n face down, collateral damage to %1</source>
        <translation>
            <numerusform>Play %n face down, collateral damage to %1</numerusform>
            <numerusform>Play %n face down, collateral damage to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n face down, no collateral damage</source>
        <translation>
            <numerusform>Play %n face down, no collateral damage</numerusform>
            <numerusform>Play %n face down, no collateral damage</numerusform>
        </translation>
    </message>
    <message>
        <source>Action phase, before the action</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KaijuTile</name>
    <message>
        <source>%1: %2 damage of %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, in the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ally</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanPage</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name shown to the other players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host the saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last LAN game you hosted; its players rejoin their seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch as a spectator (public information only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games on your network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for games on your network...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hosted by %2 (%3:%4), %5 of %6 seats taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(started)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue with phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last game played with phones: this screen&apos;s seats play here again, and each phone scans its seat&apos;s new code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanTablePage</name>
    <message>
        <source>Waiting for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the computer play for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They take their seat back when they reconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer plays for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picks one of your legal moves each time it is your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save and end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game and end it for everyone; host it again later to continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the game for everyone?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are the host: leaving saves the game and ends it for every player. You can host it again later to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save and end for everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelPips</name>
    <message>
        <source>Consummation level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lv</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <source>%1 power: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lobby: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are hosting on port %1. Others on your network see this game on their Join page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck %1: not legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck %1: checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat must be taken and ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host starts the game when everyone is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starter deck of my seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open for a guest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the rules give it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON; empty for the game&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Manifest</name>
    <message>
        <source>Combat Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structured-time combat on a square grid, run by a Director.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grimoire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two investigators collect grimoires and bargain with a demon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kaiju City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kaiju teams fight through a city for glory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neo-Tokyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relationship card game on the Neo-Tokyo board. Speak Lines, form groups, defeat the Angels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servant Zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A duel of servant zones, chains and 1,000 health.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attracts %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hurts %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s)</source>
        <translation>
            <numerusform>draw %n card</numerusform>
            <numerusform>draw %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>a downed main character recovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every downed Eva recovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Angel&apos;s Strength %1 this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon: one fighting Eva&apos;s Strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one fighting Eva&apos;s Strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every fighting Eva&apos;s Strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one fighting Eva may use one more weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancels the card it reacts to</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>every other player discards %n card(s) at random</source>
        <translation>
            <numerusform>every other player discards %n card at random</numerusform>
            <numerusform>every other player discards %n cards at random</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 DP in each Ending Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may speak one more card each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discarded instead of the character being downed, once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon: %1 Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may use one more weapon in each battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silences %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silences a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapons add no Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>every player counts %n DP less in the Ending Draw</source>
        <translation>
            <numerusform>every player counts %n DP less in the Ending Draw</numerusform>
            <numerusform>every player counts %n DP less in the Ending Draw</numerusform>
        </translation>
    </message>
    <message>
        <source>downed Evas do not recover in the Opening Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on winning a battle, the fighting Evas&apos; pilots are downed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 grouped with at least %2 others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 grouped with someone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 grouped with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>at least %n Angel(s) defeated</source>
        <translation>
            <numerusform>at least %n Angel defeated</numerusform>
            <numerusform>at least %n Angels defeated</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has at least %2 card(s) put on them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 down</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>at least %n character(s) down</source>
        <translation>
            <numerusform>at least %n character down</numerusform>
            <numerusform>at least %n characters down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a hand of at least %n card(s)</source>
        <translation>
            <numerusform>a hand of at least %n card</numerusform>
            <numerusform>a hand of at least %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Normal grimoire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insight grimoire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbidity grimoire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eva</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drama</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Angel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Eva</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick-Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spellcaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fiend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fairy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zombie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aqua</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team card: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default team (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Director may end the encounter at any of its turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie fulfils the contract (ruling G2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power of a sideways Insight card (ruling G2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory that wins the game (basic rules: 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage a kaiju heals in a turn outside the city (ruling K5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy for each cost box the pools cannot pay (ruling K1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CHAIN cards or counterattacks in a combat&apos;s first round (ruling K3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat cards drawn back up to after a combat (ruling K4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rage attacks with 10 fury (ruling K6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other kaiju of both teams may join a fight (ruling T1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting Health (ruling S4: 1,000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combatant sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eva scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 · %3 · %4 against %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranged · damage %1 · range %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee · damage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · wounds %3 · fate %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit this encounter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning phase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatRow</name>
    <message>
        <source>Servant slots of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy and conspiracy slots of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servant slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Returns to %1 at the end of turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↩ end of turn %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NeotokyoCard</name>
    <message>
        <source>Eva</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drama</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Angel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NeotokyoRules</name>
    <message>
        <source>Preparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player brings a deck of at least 30 cards with one Angel for every 15 cards or part of 15, at most three copies of a card and one of each Angel, and chooses one Consummation card, which lies in front of them. The six main characters and the three Evas form Neo-Tokyo. Everyone draws six cards; Angels drawn now are shuffled back and replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns and timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn has five phases: Opening Draw, Battle (only with an Angel in Neo-Tokyo), Main, Ending Draw and Consummation. In each phase the active player speaks first, one card at a time, then the chance passes clockwise; when everyone passes in a row, the phase ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speaking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is spoken by the character of its colour. A character who is down cannot speak. Each character speaks one card a turn, plus one for each Character card put on it; cards marked Other do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any card but an Angel or a Consummation card can be spoken upside down as a Line, in the Main Phase, by the active player. Choose a mark: a triangle hurts, a circle attracts the character of its colour. Lines reach only neighbours on the wheel, or further through groups. A hurt character goes down, or leaves its group if grouped. An attracted character joins the speaker&apos;s group, or recovers if down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each card the active player speaks, the other players are asked in turn whether they react. A Line with the opposite mark on the same character, or a Reaction card, cancels it. A cancelled card still counts as spoken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put and Character cards go on the main character of their colour, at most two per character; Eva cards and weapons go on any Eva. A downed character or Eva loses the cards put on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active player sends Evas whose pilots are up. Each Eva has Strength 1, plus 1 for every Eva card put on it, plus one weapon. If the Evas are stronger than the Angel it is defeated; otherwise three random cards of the active player&apos;s hand are discarded and the Evas that fought go down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ending Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player counts the DP of the cards they spoke this turn (a Line is worth 1, a Line spoken by Rei 0) and draws that many cards, or discards if the total is negative. A player with an empty hand, or who cannot draw, loses. The last player left must defeat the Angels to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Consummation Phase your level rises by one if its conditions hold. At level 2, with your character up, you may declare the Consummation Stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only Lines, with no reach or speaking limits. You attract your character; each other player may hurt it once or drop out. If nobody hurts it, you win; otherwise attract again or fail, and the others draw a card for each card they played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neo-Tokyo: how to play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NeotokyoTable</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up the Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare the Consummation Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send no Eva (lose the battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line: hurt %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line: attract %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Angel in Neo-Tokyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Angel(s) waiting face down</source>
        <translation>
            <numerusform>%n Angel waiting face down</numerusform>
            <numerusform>%n Angels waiting face down</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drama and Battle cards without a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle: assign Evas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ending Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Angel in Neo-Tokyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle, step %1: the Evas sent have Strength %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 speaks %2 as a Line: hurt %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 speaks %2 as a Line: attract %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 speaks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. Waiting for reactions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation Stage: %1 brings %2 to the Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send %1 (Strength %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send all (Strength %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare the Stage (no Line in hand attracts %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Angel(s) beaten</source>
        <translation>
            <numerusform>%n Angel beaten</numerusform>
            <numerusform>%n Angels beaten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hot-seat game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players share this computer. A curtain hides each hand until its owner says who they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a legal deck for every seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no decks for this game yet: build one under Decks on the home screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not legal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be chosen: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty for a random deal; its seed is shown when the game ends. The same seed and moves always give the same game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask about reactions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in ticked phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When seat %1 is asked about reactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you set here, never your hand, decides: a seat that is not asked passes at once, and the log says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1, %2: not valid JSON (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer sees only what its seat may see; its hand is never shown and it answers without a curtain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each seat brings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON; empty for the game&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of seat %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This screen shows the table everyone may see; each phone holds its seat&apos;s hand. A seat played on this screen keeps its curtain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players use their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This screen shows the table everyone may see; each phone seat holds its hand in the phone&apos;s browser (same network, nothing to install).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where seat %1 plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type what a seat brings (JSON); otherwise each seat brings the game&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionRows</name>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionTexts</name>
    <message>
        <source>First player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen by the seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwnedEditor</name>
    <message>
        <source>One copy fewer of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One copy more of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <source>Piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facing %1 degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can act</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pile</name>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n card</numerusform>
            <numerusform>%1: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source>Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>More (%n)</source>
        <translation>
            <numerusform>More (%n)</numerusform>
            <numerusform>More (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>More choices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollEntry</name>
    <message>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Critical: %n degree(s) of success</source>
        <translation>
            <numerusform>Critical: %n degree of success</numerusform>
            <numerusform>Critical: %n degrees of success</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fumble: %n degree(s) of failure</source>
        <translation>
            <numerusform>Fumble: %n degree of failure</numerusform>
            <numerusform>Fumble: %n degrees of failure</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Success: %n degree(s) of success</source>
        <translation>
            <numerusform>Success: %n degree of success</numerusform>
            <numerusform>Success: %n degrees of success</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Failure: %n degree(s) of failure</source>
        <translation>
            <numerusform>Failure: %n degree of failure</numerusform>
            <numerusform>Failure: %n degrees of failure</numerusform>
        </translation>
    </message>
    <message>
        <source>modifier %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundTrack</name>
    <message>
        <source>Round track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pact</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedGameTile</name>
    <message>
        <source>A save that cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Finished after %n move(s)</source>
        <translation>
            <numerusform>Finished after %n move</numerusform>
            <numerusform>Finished after %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1, %2 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n move played</numerusform>
            <numerusform>%n moves played</numerusform>
        </translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete for good?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>(out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(their turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Angel(s) beaten</source>
        <translation>
            <numerusform>%n Angel beaten</numerusform>
            <numerusform>%n Angels beaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 Health, %n card(s) in hand</source>
        <translation>
            <numerusform>%1: %2 Health, %n card in hand</numerusform>
            <numerusform>%1: %2 Health, %n cards in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck %1 · Hand %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graveyard (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1&apos;s graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack directly</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatStrip</name>
    <message numerus="yes">
        <source>%n spell(s) in hand</source>
        <translation>
            <numerusform>%n spell in hand</numerusform>
            <numerusform>%n spells in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Your spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract (used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServantsCard</name>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, level %2 %3 servant, OFF %4, DEF %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, speed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServantsLook</name>
    <message>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equip Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick-Play Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous Conspiracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter Conspiracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conspiracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLIP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CONT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle step: attack declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offense Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set face-down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MULTI</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServantsMoves</name>
    <message>
        <source>Summoning is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards are activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn is ended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServantsPositions</name>
    <message>
        <source>Offense Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServantsPowers</name>
    <message>
        <source>Flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OFF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-trigger</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServantsRules</name>
    <message>
        <source>The match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players duel with decks of at least 40 cards. Each starts with 1,000 Health and draws five cards. The seed decides who plays first; the first player draws on turn 1 but has no Battle Phase that turn. A player whose Health reaches 0 loses; if both reach 0 at the same moment the match is a draw. A player who must draw from an empty deck loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player has five servant slots (in front, nearest the middle of the table) and five strategy &amp; conspiracy slots (behind them), a graveyard that both players may open, and a deck. The map slot between the two mats is shared: a new Map card replaces the old one. Equip cards count in the slots of the player who played them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The six phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each turn runs Draw, Standby, Main 1, Battle, Main 2 and End. Draw and Standby happen by themselves (the actions your face-up cards state for your Standby Phase come first). In a Main Phase you summon, set and play cards; press Battle Phase or End turn to move on. In the End Phase a hand of more than six cards discards down to six.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summoning and setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per turn (across both Main Phases) you may Normal Summon a servant face-up in Offense Position, or Set one face-down in Defense Position. Drag the servant from your hand onto a lit servant slot, or click it and then the slot, and choose Summon or Set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sacrifice Summons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A level 5 or 6 servant needs one of your servants sacrificed, level 7 and above two. Choose the slot and Summon or Set as usual, then click the servants to sacrifice; they go to their owner&apos;s graveyard. It is the turn&apos;s Normal Summon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip Summons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A set servant may be turned face-up into Offense Position in a later turn (click it, then Flip Summon), any number per turn. Its Flip power works at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-up servant stands upright in Offense Position and lies across its slot in Defense Position; a set servant lies across its slot face-down (your opponent cannot see it). Each servant changes position once per turn, never in the turn it was summoned or set, and not after it attacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategies and conspiracies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A strategy is played face-up from your hand into a strategy slot and resolves at once; Normal and Quick-Play strategies then go to the graveyard, while Equip, Continuous and Map cards stay. Any strategy except a Map may instead be set face-down for later. A conspiracy is always set first and can be activated from a later turn. Speed 1 cards are played only in your own Main Phase with no chain open; Quick-Play strategies and conspiracies whenever you are asked, in either turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each card played opens or extends a chain, shown beside the mats. The other player is then asked &quot;Do you wish to continue?&quot; and may add a link of equal or greater speed, or pass: speed 1 never answers, speed 2 answers speed 1 or 2, and only speed 3 answers speed 3. When both pass in a row the links resolve from the top down. In hot-seat the question goes behind the curtain, where the player asked may pass without looking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card that targets asks you to click its target, a face-up servant. If the target is gone when the link resolves the card does nothing. Costs in Health are paid on activation, and you must have more Health than the cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servant powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Battle Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not on the first turn of the match. Start step: both players may play Quick-Play and Conspiracy cards. Battle step: choose a face-up servant in Offense Position that has not attacked and drag it onto an opponent&apos;s servant, or onto the opponent&apos;s Health for a direct attack when they have no servants. Damage step: only cards that change OFF or DEF, before the calculation. End step: both players are asked once more, then Main 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damage table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against a servant in Offense Position: a higher OFF destroys it and the difference is dealt to its controller; equal OFF destroys both; a lower OFF destroys the attacker and the difference is dealt to the attacking player. Against Defense Position: a higher OFF destroys it with no damage; equal, nothing happens; lower, the difference is dealt to the attacking player. A set target is turned face-up first. A direct attack deals the attacker&apos;s full OFF. The table shows what an attack will do while you aim it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the number of the defender&apos;s servants changes through a Quick-Play or Conspiracy card during the Battle step, the attack is dropped and play returns to the start of the Battle step: the attacker chooses again, and the declared servant has not attacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servant Zones: how to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control of an opponent&apos;s servant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card that takes control of a servant moves a face-up servant your opponent controls to your own free servant slot; with all five of yours taken it cannot be played. You use it as your own: to attack, to defend, to sacrifice. Equip cards on it stay in the slots of whoever played them. Destroyed or sacrificed, it goes to its owner&apos;s graveyard. Control taken until the end of the turn is marked on the servant with the turn it returns: when that turn ends it goes back to the player it was taken from, unless it has left the map; if that player&apos;s servant zone is full, it goes to its owner&apos;s graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip powers work when a set servant turns face-up (after the damage calculation when an attack turned it, and only if it survived). A Flip power that targets another servant takes its target with the Flip Summon; turned face-up by an attack, its controller is asked for the target after the damage calculation. Continuous powers work while the servant is face-up. Trigger powers work when their condition is met: the servant deals direct damage, is summoned, or is sent from the map to the graveyard. Cost powers are used from your Main Phase, once per turn, by paying Health. Multi-trigger powers are used once per turn whenever you could play a Quick-Play card, also in your opponent&apos;s turn: click the servant when you are asked. Such a power is a chain link of Speed 2; a counter conspiracy cannot cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServantsSteps</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServantsTable</name>
    <message>
        <source>Level %1 %2 %3 · OFF %4 · DEF %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 activated %2 (Chain Link %3, Speed %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a set card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special Summon %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sacrifice Summon (%n sacrifice(s))</source>
        <translation>
            <numerusform>Sacrifice Summon (%n sacrifice)</numerusform>
            <numerusform>Sacrifice Summon (%n sacrifices)</numerusform>
        </translation>
    </message>
    <message>
        <source>Summon in Offense Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Set face-down (%n sacrifice(s))</source>
        <translation>
            <numerusform>Set face-down (%n sacrifice)</numerusform>
            <numerusform>Set face-down (%n sacrifices)</numerusform>
        </translation>
    </message>
    <message>
        <source>Set face-down in Defense Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set face-down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip Summon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to Defense Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to Offense Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use its power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (do not continue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the Battle Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks directly: %2 damage to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (OFF %2) attacks a set card: it turns face-up and its DEF decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (OFF %2) destroys %3 (OFF %4): %5 damage to %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 (OFF %3 each) destroy each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (OFF %2) is destroyed by %3 (OFF %4): %5 damage to %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (OFF %2) destroys %3 (DEF %4): no damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (OFF %2) against %3 (DEF %4): nothing happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (OFF %2) against %3 (DEF %4): %5 damage to %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a lit slot for %1 (or drag it there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what %1 attacks: a lit servant, or the opponent&apos;s Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Choose %n servant(s) to sacrifice (click them)</source>
        <translation>
            <numerusform>Choose %n servant to sacrifice (click them)</numerusform>
            <numerusform>Choose %n servants to sacrifice (click them)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the target of %1 (a lit servant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s graveyard (%n card(s))</source>
        <translation>
            <numerusform>%1&apos;s graveyard (%n card)</numerusform>
            <numerusform>%1&apos;s graveyard (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 %2 · %3/%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map slot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map slot: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal Summon used this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal Summon available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used the Multi-trigger power of %2 (Chain Link %3, Speed %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use its Multi-trigger power (Chain Link)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(blocked: no damage to either player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was turned face-up: choose the target of its Flip power (a lit servant)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the seed during play (reveals every hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveals every hand: anyone who sees the seed can recompute every player&apos;s cards and the order of the deck. Off, hot-seat games show the seed when they end. On a LAN the seed stays hidden until the end either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After my move, show the table for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>Hot-seat: you see your card land and the log line, then press Done or wait, and the curtain comes down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphics card (OpenGL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing in software now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing with the graphics card now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A change applies the next time Tabletop starts. Automatic draws in software on a machine without a graphics device (a virtual machine, a remote desktop): it starts faster and uses less memory there; buttons then have no shadows.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlotRow</name>
    <message>
        <source>Slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StopsChooser</name>
    <message>
        <source>Always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in ticked phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table (the game is saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move, if it revealed nothing hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card cannot go there. Click it to see where it may go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your move is made. The computer goes to %1 in %n second(s).</source>
        <translation>
            <numerusform>Your move is made. The computer goes to %1 in %n second.</numerusform>
            <numerusform>Your move is made. The computer goes to %1 in %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the curtain down for %1 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move and the computer&apos;s replies to it, if none of them revealed anything hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactions: never asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactions: some phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the host asks you about reactions and other optional answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask me about reactions:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamRow</name>
    <message>
        <source>%1: %2 energy, %3 fury, %4 glory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy: pays cost boxes the pools cannot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fury %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory: %1 of %2 to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning %1 · Combat %2 · Decks %3/%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fury: 1 each time a kaiju of the team is damaged; %1 makes a rage attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default team: up to 3 kaiju of one affiliation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toast</name>
    <message>
        <source>Read the rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>characters</name>
    <message>
        <source>Shinji</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rei</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asuka</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misato</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ritsuko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gendou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit Zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit One</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit Two</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>combatgrid</name>
    <message>
        <source>attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disengage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambushing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prone target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point Blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting at Prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting into Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover (Partial)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover (Full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficult Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grappled Enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past a protector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>harmful terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harmful Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uneven ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swimming in deep water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holding breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jumping down (the fall&apos;s damage less 1 per DoS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Awareness against Stealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shake-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resist ailment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ailment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dizzy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enraged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frozen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hallucinating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypnotised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running Target (Shoot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatigued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blood loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trouble Concentrating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stemming the bleeding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inner Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Toes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Fingers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crucial Strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fracture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blinded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal Bleeding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand Pain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Wrist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot Pain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken Leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimming Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hairline Fracture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panic Healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Existential Crisis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>War Cry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taunt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distracted: the better roll, dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taunted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taunted (another target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fear (Will or Fortitude)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaking off fear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>staying conscious (Physique, Exhausted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoidance (engaged with what it fears)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoidance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frozen with fear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catatonia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an important ally defeated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>elements</name>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not {seat}&apos;s decision now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already acquired this turn&apos;s grimoire (Action A).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish acquiring both grimoires of turn 4 before casting a spell (Action A is one action).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That grimoire is not in the explore area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grimoires are acquired only during your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A grimoire goes onto its own colour ({element}) in your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That spell is not available under your contract (a contract spell is cast once per game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spell} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contracts are made after round 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} did not fulfil the contract and loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contracts, colours and hands are all even: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has more power in {won} colours against {lost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} wins with more spells left in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hastur at level 3 counters only red or blue spells; black and white need level 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no spell to answer now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hastur is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hastur is cast only in your opponent&apos;s turn, against a spell they cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You need at least 3 yellow power to cast Hastur (you have {power}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} casts {spell} at level {level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} casts {spell} from the contract (level 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} places a spell under contract, face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} places {spell} under contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} counters {spell} with Hastur.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} turns an Insight 5 card sideways.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 8 is over: the winner is decided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} loses {spells} at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turbidity grimoire moves to {element}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spell} finds no target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} lets the spell resolve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: {seat} lays out {count} grimoires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast a spell or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place one spell from your hand under contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer {spell} with Hastur, or let it resolve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a grimoire in your opponent&apos;s library to banish ({chosen} of {max} chosen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose turbidity cards to move to their other colour ({chosen} of up to {max}), then Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an Insight 5 card of yours to turn sideways.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot end your turn now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spell} cannot choose that card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell is cast from the hand or the contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spell is waiting for targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells are cast during your own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already cast a spell this turn (Action B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You need at least 3 {element} power to cast {spell} (you have {power}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the turbidity card&apos;s two colours: {element1} or {element2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no such move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You must acquire %n grimoire(s) before ending your turn (Action A).</source>
        <translation>
            <numerusform>You must acquire a grimoire before ending your turn (Action A).</numerusform>
            <numerusform>You must acquire %n grimoires before ending your turn (Action A).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} turns %n Insight 5 card(s) sideways.</source>
        <translation>
            <numerusform>{seat} turns %n Insight 5 card sideways.</numerusform>
            <numerusform>{seat} turns %n Insight 5 cards sideways.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acquire %n grimoire(s) and cast up to one spell.</source>
        <translation>
            <numerusform>Acquire a grimoire and cast up to one spell.</numerusform>
            <numerusform>Acquire %n grimoires and cast up to one spell.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{spell} must choose at least %n card(s).</source>
        <translation>
            <numerusform>{spell} must choose at least %n card.</numerusform>
            <numerusform>{spell} must choose at least %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} acquires a {element} grimoire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} acquires a {element} Insight {insight} grimoire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} acquires a {element} Insight {insight} grimoire; it turns sideways.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} acquires a turbidity grimoire ({elements}) and lays it on {element}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} banishes a {element} grimoire from {owner}&apos;s library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot act for {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move was already sent (number {seq}); it was not applied again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators cannot act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has not started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a seated player in the lobby can be ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat is not in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle cards are spoken only in the Battle Phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an Eva that is fighting this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{eva} is down and cannot fight (Battle step 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the Evas to assign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evas are assigned at the start of a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{eva} cannot fight: its pilot is down (Battle step 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Eva is named once: Unit Zero, Unit One, Unit Two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Angel and Consummation cards are never spoken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation is declared only in your Consummation Phase at level 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one copy of each Angel may be in a deck; &quot;{name}&quot; has {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Consummation card &quot;{name}&quot; is placed in front of you, not shuffled into the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deck is an object with sections holding card lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is not a Consummation card and cannot be chosen as one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose exactly one Consummation card; this deck has {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deck of {count} cards needs at least {needed} Angels (one per 15 cards or part of 15); it has {angels}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most 3 copies of a card may be in a deck; &quot;{name}&quot; has {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deck needs at least 30 cards; this one has {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no Neo-Tokyo card called &quot;{name}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neo-Tokyo decks have only the sections main and consummation, not &quot;{section}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deck is for another game, not Neo-Tokyo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drama cards are not spoken in this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last player standing could not defeat the Angel: the Angels win and humanity perishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} completes the Consummation of {character}. Congratulations!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is the last player standing with no Angel in Neo-Tokyo and wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player has lost: the Angels win and humanity perishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing needs discarding now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the active player speaks Lines; others only in reaction (Line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the card&apos;s Line marks (Line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line cards are spoken only in the Main Phase (Line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card can only be spoken as a Line (Line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{speaker} cannot reach {character}: not adjacent and not through a group (adjacency).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{angel} appears in Neo-Tokyo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} puts an Angel face down outside Neo-Tokyo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{angel} waits face down outside Neo-Tokyo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is cancelled; it still counts as spoken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Evas&apos; Strength {evas} against the Angel&apos;s {angel}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{angel} wins the battle: {seat} discards {count} cards at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} discards {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} discards {card} at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} is down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} counts {dp} DP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} draws a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{eva} is down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{eva} recovers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} is grouped with {with}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is discarded instead of {character} going down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} reaches Consummation level {level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} cannot draw from an empty draw pile and loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has no cards in hand and loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: {character} speaks {card} in reaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} recovers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} is hurt and leaves the group instead of going down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: {character} speaks {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} declares the Consummation Stage of {character}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} attracts {character} in the Stage with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} fails the Consummation Stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} hurts {character} in the Stage with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Humanity wins: {angel} is defeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only Drama cards may be played in the Opening Draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Evas that fight {angel}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak a Battle or Drama card, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare the Consummation Stage, or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak a card or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak a Drama card or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>React to {card}, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attract {character} with a Line, or give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hurt {character} with a Line, or pass for the rest of the Stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Eva to put this card on (Put).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards may not be put on a downed Eva (Put).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put, Character and Eva cards are spoken only in the Main Phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} already has two cards put on them (Put).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Line spoken in reaction answers only a Line (reaction).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a Line or a card marked Reaction can answer a card (reaction).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Reaction card is spoken only in answer to a card the active player speaks (reaction).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reaction Line must use the opposite mark on {character} to cancel the Line it answers (reaction).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a downed main character to recover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} is down and cannot speak (speaking).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} has already spoken this turn (speaking limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Angel in Neo-Tokyo keeps {character} from speaking (Angel rules text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Stage you may only attract {character}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Stage you may only hurt {character}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only Line cards are spoken in the Stage (Stage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A decision is needed now; passing is not possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card can be spoken now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not {seat}&apos;s chance to speak (timing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{seat} sends %n Eva(s) to battle.</source>
        <translation>
            <numerusform>{seat} sends %n Eva to battle.</numerusform>
            <numerusform>{seat} sends %n Evas to battle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Negative DP: discard %n card(s) of your choice.</source>
        <translation>
            <numerusform>Negative DP: discard %n card of your choice.</numerusform>
            <numerusform>Negative DP: discard %n cards of your choice.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} is put on {on}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no move called &quot;{action}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move &quot;{action}&quot; was refused: its argument &quot;{argument}&quot; is not acceptable ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} does something hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} share something hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules could not handle this move; nothing changed. (Internal error: {detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deck is for {game}, not for {expected}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is longer than {max} bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: a deck needs an object of card lists, one per section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: at most {max}, not {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: unknown section (this game&apos;s sections: {sections}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} must be a list of cards with counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} must be a card name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: no card of this game is called {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} must be a whole number from 1 to {max}, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>And {count} more problems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells (Hastur)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has already discarded and drawn this turn (Discard &amp; Draw).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is named twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player discards and draws first (Discard &amp; Draw).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team has no such character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A knocked out character cannot enter the city (Active Character Selection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions are taken in the Action phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards are discarded in the Discard &amp; Draw phase only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your combat hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your planning hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning cards are played in the Planning phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters enter the city in Active Character Selection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has no conscious character and is out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roar discards combat cards only when redrawing to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown action &quot;{type}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard any planning cards and draw up to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: play planning cards, then done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: choose the active character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: the active character takes an action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} discards {discarded} and draws {drew}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} adds {card} to the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} sends {card} into the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} roars: +2 energy, draws {drew}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has the last team standing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory reached {glory}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consummation Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} passes (stop).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} rolls {dice}: {faces} = {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{who} tests {what}: rolls {roll} against {target}, passed with %n degree(s) of success.</source>
        <translation>
            <numerusform>{who} tests {what}: rolls {roll} against {target}, passed with %n degree of success.</numerusform>
            <numerusform>{who} tests {what}: rolls {roll} against {target}, passed with %n degrees of success.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} tests {what}: rolls {roll} against {target}, failed with %n degree(s) of failure.</source>
        <translation>
            <numerusform>{who} tests {what}: rolls {roll} against {target}, failed with %n degree of failure.</numerusform>
            <numerusform>{who} tests {what}: rolls {roll} against {target}, failed with %n degrees of failure.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} tests {what}: rolls {roll} against {target}, a critical success with %n degree(s) of success.</source>
        <translation>
            <numerusform>{who} tests {what}: rolls {roll} against {target}, a critical success with %n degree of success.</numerusform>
            <numerusform>{who} tests {what}: rolls {roll} against {target}, a critical success with %n degrees of success.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} tests {what}: rolls {roll} against {target}, a fumble with %n degree(s) of failure.</source>
        <translation>
            <numerusform>{who} tests {what}: rolls {roll} against {target}, a fumble with %n degree of failure.</numerusform>
            <numerusform>{who} tests {what}: rolls {roll} against {target}, a fumble with %n degrees of failure.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} ({roll} against {target}) opposed by {against} ({againstRoll} against {againstTarget}): {winner} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a character of another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A knocked out character cannot fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack targets an active character (challenge an inactive one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge targets an inactive character (attack an active one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept or decline the challenge first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No challenge is waiting for an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combat is under way: the Sword strikes, then the Shield blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No combat is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is the Shield this round: answer the attack cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is the Sword this round: play attack cards or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not an attack card: it has no Damage (K2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has neither Toughness nor COUNTERATTACK (K2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each shield card names the one attack card it answers (K2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such attack card to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CHAIN card may be played in the first round of a combat (K3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Shield may not play COUNTERATTACK cards in the first round of a combat (K3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost boxes need {energy} energy beyond the pools, and {have} is left (K1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rage attacks are off in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rage attack needs {needed} fury; you have {fury} (K6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rage attack must be one of the cards played (K6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the combat, play a scar or none first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not a scar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scars go first on your own kaiju that fought and was not knocked out, one per kaiju.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scar goes on an enemy kaiju that fought and was not knocked out, one per kaiju.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scars are played at the end of a combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: accept or decline the challenge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is the Sword: play attack cards face down, or pass (round {round}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is the Shield: answer the {attacks} attack cards face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: a scar on your own kaiju that fought, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: a scar on an enemy kaiju that fought, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} challenges {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} declines the challenge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} accepts: {card} enters the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} fights {targetCard}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} plays {count} attack cards face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} plays no attack card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal: {attacks} attack cards against {answers} shield cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} takes {amount} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is knocked out: {seat} takes {glory} glory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: {seat} is the Sword.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat ends after round {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} draws {drew} combat cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} scars {targetCard} with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chains in a Main Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Battle Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: do you wish to continue? (Chain Link {link}, Speed {speed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: play a card in the {step} step, or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: summon, set, change positions, or move on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: declare an attack or end the Battle Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: discard down to 6 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} begins turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} draws {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} summons {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} Sacrifice Summons {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} sacrifices {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} sets a servant face-down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} sets {card} face-down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} Flip Summons {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} turns {card} to {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} pays {amount} Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}&apos;s {kind} power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} sets a card in the strategy zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} enters the Battle Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} declares the end of the Battle Phase (End step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} ends the Battle Phase (Main Phase 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} does not continue the chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} plays nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} discards {card} (hand limit 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is destroyed with the servant it was bound to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} leaves the map slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} activates {card} as Chain Link {link} (Speed {speed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain Link {link}, {card}, is cancelled and destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain Link {link} resolves: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has lost its target and does nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s servants changed: Replay, {seat} chooses the attack again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacking servant is gone: the attack ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} attacks {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} attacks a set servant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} attacks directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is flipped face-up by the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage calculation: OFF {off} against {stat} {against}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} takes {amount} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} gains {amount} Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} Special Summons {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has no Health left and loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} cannot draw and loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players reached 0 Health at once: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} is on {name}&apos;s side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Called Attack names a hit location of the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} is already down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Fast Attack is a melee attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a Called Attack chooses the hit location.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has no line of sight to {target} (C7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such combatant is in sight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A melee attack needs {target} adjacent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{target} is %n square(s) away, beyond the weapon&apos;s range of {range}.</source>
        <translation>
            <numerusform>{target} is %n square away, beyond the weapon&apos;s range of {range}.</numerusform>
            <numerusform>{target} is %n squares away, beyond the weapon&apos;s range of {range}.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no such attack variation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Director ends the encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player combatant is down: the Director wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every enemy is down: the players win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the Director ends an encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match&apos;s options do not let the Director end the encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} focuses (an Advantage on the next test).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is stopped by someone unseen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is hit in the {location}: damage {damage} against defence {defense}, no wound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %n</source>
        <translation>
            <numerusform>Round %n</numerusform>
            <numerusform>Round %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Something moves out of sight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} is hit in the {location}: damage {damage} against defence {defense}, %n wound(s).</source>
        <translation>
            <numerusform>{name} is hit in the {location}: damage {damage} against defence {defense}, %n wound.</numerusform>
            <numerusform>{name} is hit in the {location}: damage {damage} against defence {defense}, %n wounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has used this turn&apos;s Move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No path leads there (walls, corners and combatants block).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That square is off the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>That costs {cost} of movement; {name} has %n left.</source>
        <translation>
            <numerusform>That costs {cost} of movement; {name} has %n left.</numerusform>
            <numerusform>That costs {cost} of movement; {name} has %n left.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has no Action left this turn (a turn has two Actions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not that combatant&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your combatant&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The encounter is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Director acts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An action and its variations are not repeated in a turn ({name}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat Grid has no such action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scars after a combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} takes control of {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s servant zone is full: {card} does nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no chain or step to pass in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First answer the chain or the step: continue with a card, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is a Speed 1 card: it never answers a chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has Speed {speed}: the top link of the chain has Speed {top}, and a card answering it must be at least as fast (Speed 2 or more; only Speed 3 answers Speed 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} only in your Main Phase 1 or 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is done only in the Battle Phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Battle Phase follows Main Phase 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starting player has no Battle Phase in their first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not a servant: strategies and conspiracies go to the strategy zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already Normal Summoned or Set a servant this turn (once per turn, shared by both Main Phases).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sacrifice must be a servant in your own servant zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A servant is sacrificed only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A level {level} servant needs exactly %n sacrifice(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of your five slots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That servant slot is taken (five-card limit of the Servant Card Zone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your servant zone is full (five-card limit of the Servant Card Zone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That strategy slot is taken (five-card limit of the Strategy &amp; Conspiracy Card Zone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a servant you control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a face-down (Set) servant can be Flip Summoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Set servant changes position only by a Flip Summon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A servant summoned or set this turn cannot change position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A servant that attacked this turn cannot change position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This servant has already changed position this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has no Cost power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down servant uses no power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}&apos;s Cost power is used once per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paying {cost} Health for {card} needs more than that left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is a servant: it is summoned or set in the servant zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Map Strategy card is played to the map slot, not set in the strategy zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand nor set face-down in your strategy zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is a servant: it is summoned, not activated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is activated only in your own Main Phase 1 or 2, with no chain open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} answers an attack of your opponent&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is a Conspiracy card: it is always set face-down first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was set this turn: a Conspiracy card is activated from a later turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} answers a Strategy or Conspiracy card on the chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Damage step only cards that change OFF or DEF are played; {card} does not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} takes control of a servant your opponent controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} needs a face-up servant as its target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} brings out a servant of level {level} or lower from your hand: choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a servant in Offense Position attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A servant attacks only once per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card on the map keeps this servant from attacking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A direct attack is possible only when your opponent has no servants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no servant in that slot to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarding is done in the End Phase, down to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A Charge moves at least one square and at most a Basic Move (%n) along a free path.</source>
        <translation>
            <numerusform>A Charge moves at least one square and at most a Basic Move (%n) along a free path.</numerusform>
            <numerusform>A Charge moves at least one square and at most a Basic Move (%n) along a free path.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Charge, and only it, names the square its Basic Move ends on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That attack variation is a melee attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Strong Attack, and only it, takes one or two Disadvantages (+2 damage each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has already declared a Disengage this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Disengage is by a test or by an Action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not Engaged in Melee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} charges {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s Charge is stopped short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} makes a Chance Attack on {target}, who flees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} makes a Chance Attack on {target}, who rises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} spends an Action to disengage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} will test to disengage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is knocked prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} rises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no city card to rampage against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play for the city (accept) or let the rampage go on without you (decline) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight on against the next city card, or stop, first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your combat hand or draw a new one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rampage is waiting for that choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city does not move: only a kaiju&apos;s MOVE turns the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards played have MOVE {have} ({move} asked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No collateral damage in a Rampage (neither the rampager nor the city&apos;s cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no city card at position {position}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each card with RANGE n hits one of the first n city cards, 1 damage each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: play for the city against the rampage?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: draw 2 combat cards and fight on against the next city card, or stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: keep your combat hand for the city, or discard it and draw 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} plays for the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} does not play for the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} stops the rampage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} fights on and draws {drew}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} discards the combat hand and draws {drew}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} keeps the combat hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} moves {points}: {card} is in front.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} rampages on against {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} may make a Chance Attack: take it or let it go first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Chance Attack is waiting for an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} lets {target} go (no Chance Attack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} makes a Chance Attack on {target}, whose Grapple failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} defends (an Advantage on evasion and Chance Attacks until its next turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} grapples {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} breaks free of {target}&apos;s grapple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is no longer grappled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} fails to break {target}&apos;s grapple and does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} protects {target} (the next hit on it is taken instead).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} takes the hit meant for {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} is pushed back %n square(s).</source>
        <translation>
            <numerusform>{name} is pushed back %n square.</numerusform>
            <numerusform>{name} is pushed back %n squares.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is pushed back %n square(s) into an obstacle ({left} Stress and damage).</source>
        <translation>
            <numerusform>{name} is pushed back %n square into an obstacle ({left} Stress and damage).</numerusform>
            <numerusform>{name} is pushed back %n squares into an obstacle ({left} Stress and damage).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} may make a Chance Attack on {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} protects a standing ally, not {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several enemy characters fight: declare the target of each attack card (drag it onto that kaiju).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attack card&apos;s target must be an enemy character still in the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attack card is played by one of your characters still in the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Shield plays a card only for the character targeted by the attack card it answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the characters who join the fight (or none) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your conscious characters not yet in the fight may join it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fight is waiting for characters to join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: other characters of your team may join the fight (draw 1 combat card each), or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} adds {count} characters to the fight and draws {drew}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} adds nobody to the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} takes control of {card} until the end of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} returns to {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s servant zone is full: {card} is sent to the graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has no face-up servant: {card}&apos;s power takes nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} uses {card}&apos;s Multi-trigger power as Chain Link {link} (Speed {speed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is no longer face-up on its player&apos;s side: its power does nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} cancels a Strategy or Conspiracy card, not a servant&apos;s power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}&apos;s target has left the map: its power does nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}&apos;s power needs a servant on the map as its target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} falls %n metre(s).</source>
        <translation>
            <numerusform>{name} falls %n metre.</numerusform>
            <numerusform>{name} falls %n metres.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes {damage} damage from the fall against defence {defense} (armour does not count), no wound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} takes {damage} damage from the fall against defence {defense} (armour does not count), %n wound(s), and falls prone.</source>
        <translation>
            <numerusform>{name} takes {damage} damage from the fall against defence {defense} (armour does not count), %n wound, and falls prone.</numerusform>
            <numerusform>{name} takes {damage} damage from the fall against defence {defense} (armour does not count), %n wounds, and falls prone.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is hurt by the harmful ground (damage {damage}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} climbs (Hindered on the climb).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} crosses difficult ground (Hindered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} picks its way across the harmful ground (Hindered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} hurries across the harmful ground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} swims (Hindered in the water).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} is pushed back %n square(s) onto harmful ground.</source>
        <translation>
            <numerusform>{name} is pushed back %n square onto harmful ground.</numerusform>
            <numerusform>{name} is pushed back %n squares onto harmful ground.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is pushed back %n square(s), off a height.</source>
        <translation>
            <numerusform>{name} is pushed back %n square, off a height.</numerusform>
            <numerusform>{name} is pushed back %n squares, off a height.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is pushed back %n square(s) into the water.</source>
        <translation>
            <numerusform>{name} is pushed back %n square into the water.</numerusform>
            <numerusform>{name} is pushed back %n squares into the water.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} falls prone on the uneven ground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving at full speed instead of Hindered is a choice made only through harmful terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} needs a conscious member of your team with its requirement (Allies).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team has at most {limit} allies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is an ally: allies cannot refuse a challenge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No team is left standing: the highest glory wins ({glory}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} plays {card}: it joins the team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} plays the event {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} gains {amount} glory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} gains {amount} energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} draws {amount} combat cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} draws {amount} planning cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s kaiju heal {amount} each ({healed} damage removed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no city card to damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter with Hastur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send into the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rampage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak as a Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send Evas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare the Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline the Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set face-down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip Summon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the Battle Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deck is an object with &quot;sections&quot; holding card lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deck is for another game, not Kaiju City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kaiju City decks have three sections, team, planning and combat, each a list of cards (not &quot;{section}&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{section}] entry {entry} must name a card and give a count from 1 to 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{section}] entry {entry}: there is no Kaiju City card called &quot;{name}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[team] a default team has 1 to 3 kaiju ({count} given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[team] &quot;{name}&quot; is not a kaiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[team] &quot;{name}&quot; is on the team twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[team] the kaiju of a default team share one affiliation ({affiliations} given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[planning] &quot;{name}&quot; is not a planning card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[planning] {count} copies of &quot;{name}&quot; (at most 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[planning] {count} cards (at least 30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[combat] &quot;{name}&quot; is not a combat card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[combat] {count} copies of &quot;{name}&quot; (at most 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[combat] {count} cards (at least 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[combat] {swords} sword and {shields} shield cards (must be equal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing at a lower altitude attacks a combatant flying High, nor is attacked by it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot reach {target} in melee: they are at different altitudes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot fly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is Engaged in Melee: it needs a Disengage (an Action) to fly out of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has already changed altitude with this turn&apos;s Move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flier moves one altitude band up or down (Ground, Low, High) as part of its Move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} comes up for air.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} runs out of breath and falls unconscious.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} descends to {altitude}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} climbs to {altitude}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} flies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wades (Hindered in waist-high water).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} sinks and starts to drown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} struggles for air (%n Stress).</source>
        <translation>
            <numerusform>{name} struggles for air (%n Stress).</numerusform>
            <numerusform>{name} struggles for air (%n Stress).</numerusform>
        </translation>
    </message>
    <message>
        <source>[team] &quot;{name}&quot; is not a team card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[team] {count} team cards (at most one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[team] {team} allows 1 to {most} kaiju ({count} given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[team] &quot;{name}&quot; breaks {team}&apos;s rule: its affiliation {affiliation} is not {allowed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[team] &quot;{name}&quot; breaks {team}&apos;s rule: it lacks the {trait} trait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[team] &quot;{name}&quot; breaks {team}&apos;s rule: Fortitude {fortitude} (at most {most})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {seat} gains {amount} energy ({character} entered the city).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {played} deals {amount} more in the rampage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: every active character is {trait} ({played}: {amount} from trait icons).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{by} returns {card} to {seat}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{by} turns {card} to {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} gains {amount} {stat} until the end of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} loses {amount} {stat} until the end of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}&apos;s power needs a face-up servant as its target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wall, the map&apos;s edge or a combatant is in the way of the leap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effort (a Leaping test) is put into a leap only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} flies over gaps and drops: it does not leap or jump down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leap clears a gap or an obstacle (the rules&apos; Leaping); over open level ground, walk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is prone: it rises before it leaps or jumps down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leap goes in a straight line along a row, a column or a diagonal, at least 2 squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>That leap costs {cost} of movement (Hindered: 2 a square; 1 a square if a Leaping test passes); {name} has %n left.</source>
        <translation>
            <numerusform>That leap costs {cost} of movement (Hindered: 2 a square; 1 a square if a Leaping test passes); {name} has %n left.</numerusform>
            <numerusform>That leap costs {cost} of movement (Hindered: 2 a square; 1 a square if a Leaping test passes); {name} has %n left.</numerusform>
        </translation>
    </message>
    <message>
        <source>A leap clears at most 1 metre above where it starts (the rules&apos; Leaping); climb instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leap or a jump down lands on the ground, not in water.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumping down is one step to a square at least 1 metre lower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} jumps down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} leaps at full stretch (the Leaping test passed: not Hindered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} leaps (Hindered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s leap falls short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move walks, hurries, leaps or jumps down: one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: choose the target of {card}&apos;s Flip power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} chooses the target of {card}&apos;s Flip power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}&apos;s Flip power has no legal target: it does nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}&apos;s Flip power targets another servant, not itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose the target of {card}&apos;s Flip power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} does not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: MOVE 0 to {most} (each point sends the front city card to the back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how far to MOVE (0 or more) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOVE is chosen after a round&apos;s damage, when you are asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} is in stealth: the Director&apos;s side has not noticed it (an Awareness test finds it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is noticed: its stealth ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ends its turn in the open: its stealth ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to square ({xNumber}, {yNumber})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charging to ({xNumber}, {yNumber})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protecting {ally}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{variation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the {location}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{disadvantages} Disadvantages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{altitude}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hurrying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with effort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} spends a fate point: two Advantages on the test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} spends %n fate point(s) to block as many Injuries.</source>
        <translation>
            <numerusform>{name} spends %n fate point to block as many Injuries.</numerusform>
            <numerusform>{name} spends %n fate points to block as many Injuries.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} readies fate to block the next Injuries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} spends a fate point to reroll the failed test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} spends a fate point and restores %n wound(s).</source>
        <translation>
            <numerusform>{name} spends a fate point and restores %n wound.</numerusform>
            <numerusform>{name} spends a fate point and restores %n wounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} spends a fate point to restore wounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} keeps its fate for other things.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s fate is already as asked (ready to block Injuries or not).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fate point is not spent on a Charge&apos;s attack (not implemented).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has all its Wounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has no fate point left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fate point is spent on two Advantages or a reroll of an attack&apos;s test, or on its turn to restore Wounds or block Injuries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>onto {element}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>character {characterNumber}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rage} rage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOVE {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collateral damage to {collateral}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against {targets}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by {by}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for {for}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line mark {markNumber}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send {evas}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to slot {slotNumber}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sacrificing {sacrifices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at {targetSeatName}&apos;s slot {targetSlotNumber}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at slot {targetNumber}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summoning {summon}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: respond to {owner}&apos;s summon, or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: respond to {owner}&apos;s summon of {card}, or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: respond before {owner}&apos;s End Phase, or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the combo chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as a combo (free, +1 Advantage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No combo is offered (the Combo System).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has used {variation} in this combo chain: the same variation is not repeated within one chain (the Combo System, rule 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} combos: take the free action (an attack, Focus, Defend, Protect or Rise) or end the chain first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} combos ({count} DoS, {needed} needed): a free action with an extra Advantage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ends the combo chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} combos: a free action with an extra Advantage, or end the chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} suffers {ailment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} already suffers {has}: {ailment} does not take hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} resists {ailment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} shakes off {ailment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is shocked: 1 Stress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} burns: damage {damage} against defence {defense}, a wound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} burns: damage {damage} against defence {defense}, no wound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} tries to put out the flames (an Advantage on the next shake-off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} spends a fate point and shakes off {ailment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is enraged: it attacks only in melee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is enraged: it moves only toward its enemies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is enraged: it may only attack enemies in melee or move toward them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is frozen: it may make no moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not burning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} does not suffer {ailment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seatName}&apos;s {character}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seatName}&apos;s character {characterNumber}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{characters}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answering attack {answersNumber}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line: {mark_hurt} {mark_target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} runs (+{count} m of Move; an Advantage to melee and a Disadvantage to ranged attacks on it until its next turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} sprints (+{count} m of Move; two Advantages to melee and two Disadvantages to ranged attacks on it until its next turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running and Sprinting are variations of extra movement: not repeated in a turn ({name} has already run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is played in your Action phase, before your action, as its card says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not played in the Action phase: only events whose card says so are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} goes prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} passes its combo action to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s turn resumes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} shifts its initiative up to {count} (the order changes from the next round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} shifts its initiative down to {count} (the order changes from the next round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} scores an Exploit Hit off {target}&apos;s {ailment} (an extra wound; the ailment clears).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} combos off the Exploit Hit: a free action with an extra Advantage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative Shift moves the initiative one point up or down, not {direction}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass Off and Initiative Shift are special combo actions: they are taken only by comboing into them ({name} has no combo offered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} passes its combo action to a standing ally, not {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} suffers an ailment and cannot combo (the Combo System, rule 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is already prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is flying: it lands before it goes prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stem the bleeding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has a broken leg: it cannot stand (it crawls).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s weapon arm is broken: it cannot attack with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} suffers {injury} ({location}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} suffers an injury.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is blinded: its ranged attack fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s hand pain: 5 Stress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s foot pain: 1 Stress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not bleeding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stems the bleeding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} bleeds but holds on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} loses blood: 1 Wound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} loses blood: Physique %n lower.</source>
        <translation>
            <numerusform>{name} loses blood: Physique %n lower.</numerusform>
            <numerusform>{name} loses blood: Physique %n lower.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} loses blood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse or disrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such enemy is in sight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} analyses or disrupts an enemy, and {target} is on its side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse Target&apos;s variations are analyse, distract, warCry and taunt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse Target, Distract, War Cry and Taunt are one action and its variations: not repeated in a turn ({name} has already used one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} analyses {target}: its side gains an Advantage against {target} until {name}&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} distracts {target}: its next test is rolled twice and the worse kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s war cry shakes {target}: a Disadvantage on its tests against {name} until {name}&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} taunts {target}: an Advantage to hit {name}, a Disadvantage on its attacks at others, until {name}&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} fails to analyse {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} fails to distract {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} stands firm against {name}&apos;s war cry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} ignores {name}&apos;s taunt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is stunned or hypnotised: it takes no Actions this turn, an Exert neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} exerts itself: one more Action, free of the repeat limit (%n Stress).</source>
        <translation>
            <numerusform>{name} exerts itself: one more Action, free of the repeat limit (%n Stress).</numerusform>
            <numerusform>{name} exerts itself: one more Action, free of the repeat limit (%n Stress).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} exerts itself: one more Action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} avoids what it fears: it will not go into melee with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} avoids what it fears: it will not shoot at it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} panics: it only flees (moves away from what it fears, runs, rises or defends) or ends its turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is frozen with fear: it cannot move or act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is gripped by fear: {fear}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is gripped by fear of {target}: {fear}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} faces its fear ({trigger}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is already more afraid ({fear}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} shakes off its fear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is exhausted and falls unconscious.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>spells</name>
    <message>
        <source>Cthugha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hastur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nyarlathotep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eihort</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabletop::ui::CardIndex</name>
    <message>
        <source>No card data found. Set TABLETOP_CARDS_DIR to the cards folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card index cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card index could not be built: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card index is not ready yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) imported.</source>
        <translation>
            <numerusform>%n card imported.</numerusform>
            <numerusform>%n cards imported.</numerusform>
        </translation>
    </message>
    <message>
        <source>Collection saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabletop::ui::DeckBuilder</name>
    <message>
        <source>The header line &quot;# game: %1&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this deck is for &quot;%1&quot;, not for &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a section header is written [name], not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown section [%1] (this game&apos;s sections: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;&lt;count&gt; &lt;card name&gt;&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the count must be from 1 to 99, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is under an unknown section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (names must match exactly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card index is not ready yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deck list read: %n card(s).</source>
        <translation>
            <numerusform>Deck list read: %n card.</numerusform>
            <numerusform>Deck list read: %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some lines were left out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This starter deck is read-only: copy it to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s decks have no section &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the deck a name first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your own decks can be deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck list is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no deck rules yet, so no deck can be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; adds up to %2 copies; at most 99</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabletop::ui::GameController</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not playable yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden until the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game: the decks must be a list, one per seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game: the deck of seat %1 is not legal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer playing %1 could not decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer playing %1 made a move the rules refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabletop::ui::LanController</name>
    <message>
        <source>Fair play verified: the revealed seed matches the commitment published at the start, and replaying all %1 moves gives exactly what you were shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification FAILED: the revealed seed does not match the commitment published at the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification FAILED: replaying the host&apos;s record does not give what you were shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification FAILED: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection refused: nobody is hosting at that address and port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed out: the host did not answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong version: the host runs a different version of Tabletop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is full. You can still join as a spectator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot host on port %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot host the saved game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your name first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost; reconnecting...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host ended the game. It is saved and can be hosted again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is saved. Host it again from the LAN page; the same players rejoin their seats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification FAILED: the host did not mix your random contribution into the game&apos;s seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not playable yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game: %1 names but %2 phone choices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one seat to be played from a phone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot host the phones: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep seat %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 on this screen: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong seat code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved game was not played with phones; host it from the LAN page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabletop::ui::OptionContents</name>
    <message>
        <source>%1 is not playable yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The option %1 takes no content to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a file here: lower-case letters, digits and &apos;-&apos;, and not a ready choice&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1 already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: cannot make the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
