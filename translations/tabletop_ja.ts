<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AboutPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation>テーブルトップについて</translation>
    </message>
    <message>
        <source>Tabletop %1 plays card and board games with their rules enforced, hot-seat on one computer. Every shuffle comes from the game&apos;s seed, so any game can be replayed exactly.</source>
        <translation>テーブルトップ %1 は、ルールを守ったカードゲームとボードゲームを1台のコンピューターでホットシート対戦できます。シャッフルはすべてゲームのシードから決まるので、どのゲームも正確に再現できます。</translation>
    </message>
    <message>
        <source>Card texts and rules summaries are written for this project. Built with Qt %1.</source>
        <translation>カードの文章とルールの要約はこのプロジェクトのために書かれたものです。Qt %1 で作られています。</translation>
    </message>
</context>
<context>
    <name>AttackPanel</name>
    <message>
        <source>Attack: choose a target (lit in red on the map)</source>
        <translation>攻撃：目標を選択（マップ上で赤く表示）</translation>
    </message>
    <message>
        <source>No target in range and sight</source>
        <translation>射程内・視界内に目標なし</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n sq.)</source>
        <translation>
            <numerusform>%1（%nマス）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (base)</source>
        <translation>%1 %2（基本値）</translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation>有利</translation>
    </message>
    <message>
        <source>Disadvantage</source>
        <translation>不利</translation>
    </message>
    <message>
        <source>No Advantage or Disadvantage</source>
        <translation>有利・不利なし</translation>
    </message>
    <message>
        <source>%1 against %2: target %3</source>
        <translation>%2に%1：目標値%3</translation>
    </message>
    <message>
        <source>Roll the attack</source>
        <translation>攻撃をロール</translation>
    </message>
    <message>
        <source>Fate points: %1 left</source>
        <translation>運命点：残り%1</translation>
    </message>
    <message>
        <source>Keep fate</source>
        <translation>運命点を使わない</translation>
    </message>
    <message>
        <source>Fate: +2 Advantages</source>
        <translation>運命点：有利+2</translation>
    </message>
    <message>
        <source>Fate: reroll if it fails</source>
        <translation>運命点：失敗したら振り直す</translation>
    </message>
    <message>
        <source>Spend a fate point now: two Advantages (+20) on this attack&apos;s test.</source>
        <translation>今運命点を1点使う：この攻撃の判定に有利2つ（+20）。</translation>
    </message>
    <message>
        <source>Spend a fate point only if the attack&apos;s test fails: it is rolled again and the new roll stands.</source>
        <translation>攻撃の判定に失敗したときだけ運命点を1点使う：振り直し、新しい出目を採用します。</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>No cards yet</source>
        <translation>まだカードがありません</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Open ground</source>
        <translation>平地</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>荒れ地</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>森</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>壁</translation>
    </message>
    <message>
        <source>%1%2: %3</source>
        <translation>%1%2: %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Board, %1 by %2</source>
        <translation>盤面（%1 × %2）</translation>
    </message>
</context>
<context>
    <name>BuildProgress</name>
    <message>
        <source>Indexing the cards…</source>
        <translation>カードの索引を作成中…</translation>
    </message>
    <message>
        <source>This happens once, and again only when the card files change.</source>
        <translation>これは最初の1回と、カードファイルが変わったときにだけ行われます。</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
</context>
<context>
    <name>CardDetail</name>
    <message>
        <source>Eva card</source>
        <translation>エヴァカード</translation>
    </message>
    <message>
        <source>Character card</source>
        <translation>キャラクターカード</translation>
    </message>
    <message>
        <source>Drama card</source>
        <translation>ドラマカード</translation>
    </message>
    <message>
        <source>Battle card</source>
        <translation>バトルカード</translation>
    </message>
    <message>
        <source>Put card</source>
        <translation>プットカード</translation>
    </message>
    <message>
        <source>Line card</source>
        <translation>セリフカード</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>使徒</translation>
    </message>
    <message>
        <source>Consummation card</source>
        <translation>補完カード</translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation>戦闘力%1</translation>
    </message>
    <message>
        <source>spoken by %1</source>
        <translation>%1 が発言</translation>
    </message>
    <message>
        <source>DP %1</source>
        <translation>DP %1</translation>
    </message>
    <message>
        <source>Reaction: another player may speak it in answer to a card the active player speaks.</source>
        <translation>リアクション：手番プレイヤーが発言したカードに答えて、他のプレイヤーが発言できます。</translation>
    </message>
    <message>
        <source>Other: does not count toward its speaker&apos;s limit.</source>
        <translation>その他：発言回数に数えません。</translation>
    </message>
    <message>
        <source>As a Line (upside down):</source>
        <translation>セリフとして（逆さまに）：</translation>
    </message>
    <message>
        <source>hurt %1</source>
        <translation>%1を傷つける</translation>
    </message>
    <message>
        <source>attract %1</source>
        <translation>%1を惹きつける</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>%1 の補完</translation>
    </message>
</context>
<context>
    <name>CardDetails</name>
    <message>
        <source>Copies owned</source>
        <translation>所有枚数</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>CardFilters</name>
    <message>
        <source>from</source>
        <translation>から</translation>
    </message>
    <message>
        <source>%1 from</source>
        <translation>%1 (下限)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>まで</translation>
    </message>
    <message>
        <source>%1 to</source>
        <translation>%1 (上限)</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>フィルターを解除</translation>
    </message>
</context>
<context>
    <name>CatalogCard</name>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Insight</source>
        <translation>インサイト</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>体力</translation>
    </message>
    <message>
        <source>OFF</source>
        <translation>OFF</translation>
    </message>
    <message>
        <source>DEF</source>
        <translation>DEF</translation>
    </message>
</context>
<context>
    <name>CatalogTexts</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種別</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>レアリティ</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>所有数</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>属性 (複数)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Insight</source>
        <translation>インサイト</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>ルールテキスト</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>メインデッキ</translation>
    </message>
    <message>
        <source>Consummation</source>
        <translation>コンサメーション</translation>
    </message>
    <message>
        <source>Planning deck</source>
        <translation>プランニングデッキ</translation>
    </message>
    <message>
        <source>Combat deck</source>
        <translation>コンバットデッキ</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>リザーブ</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>戦闘力</translation>
    </message>
    <message>
        <source>Put on</source>
        <translation>置く先</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>リアクション</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>マーク</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>レベル1</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>レベル2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>OFF</source>
        <translation>OFF</translation>
    </message>
    <message>
        <source>DEF</source>
        <translation>DEF</translation>
    </message>
    <message>
        <source>Servant type</source>
        <translation>サーヴァントの種類</translation>
    </message>
    <message>
        <source>common</source>
        <translation>コモン</translation>
    </message>
    <message>
        <source>uncommon</source>
        <translation>アンコモン</translation>
    </message>
    <message>
        <source>rare</source>
        <translation>レア</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation>所属</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>特性</translation>
    </message>
    <message>
        <source>Opposed traits</source>
        <translation>対抗特性</translation>
    </message>
    <message>
        <source>Ferocity</source>
        <translation>凶暴</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <source>Fortitude</source>
        <translation>耐久力</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>栄光</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>サイド</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Toughness</source>
        <translation>タフネス</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>キーワード</translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation>MOVE</translation>
    </message>
    <message>
        <source>RANGE</source>
        <translation>RANGE</translation>
    </message>
    <message>
        <source>Pierce</source>
        <translation>貫通</translation>
    </message>
    <message>
        <source>Combo</source>
        <translation>コンボ</translation>
    </message>
    <message>
        <source>Pre-empt</source>
        <translation>先制</translation>
    </message>
    <message>
        <source>Requires</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Subtype</source>
        <translation>サブタイプ</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>スピード</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>プレイする時</translation>
    </message>
</context>
<context>
    <name>ChainStack</name>
    <message>
        <source>Chain Link %1: %2, speed %3, by %4</source>
        <translation>チェーン%1：%2、スピード%3、%4による</translation>
    </message>
    <message>
        <source>(targets %1)</source>
        <translation>（対象：%1）</translation>
    </message>
    <message>
        <source>(summons %1)</source>
        <translation>（召喚：%1）</translation>
    </message>
    <message>
        <source>(negated)</source>
        <translation>（無効）</translation>
    </message>
    <message numerus="yes">
        <source>Chain, %n link(s)</source>
        <translation>
            <numerusform>チェーン、%n件</numerusform>
        </translation>
    </message>
    <message>
        <source>No chain</source>
        <translation>チェーンなし</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>チェーン</translation>
    </message>
    <message>
        <source>resolves from the top</source>
        <translation>上から解決</translation>
    </message>
    <message>
        <source>No chain: the step asks both players</source>
        <translation>チェーンなし：ステップが両プレイヤーに確認中</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>%1による</translation>
    </message>
    <message>
        <source>negated</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation>スピード%1</translation>
    </message>
    <message>
        <source>(its Multi-trigger power)</source>
        <translation>（その多重誘発能力）</translation>
    </message>
    <message>
        <source>Multi-trigger power</source>
        <translation>多重誘発能力</translation>
    </message>
    <message>
        <source>(targets a face-down card)</source>
        <translation>（裏向きのカードを対象）</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>No chain: %1 may start one, or pass</source>
        <translation>チェーンなし：%1がチェーンを始めるか、パスします</translation>
    </message>
</context>
<context>
    <name>ChainView</name>
    <message>
        <source>Chain</source>
        <translation>チェーン</translation>
    </message>
    <message>
        <source>Link %1: %2, by %3</source>
        <translation>リンク %1: %2（%3）</translation>
    </message>
    <message>
        <source>Link %1: %2</source>
        <translation>リンク %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n link(s)</source>
        <translation>
            <numerusform>%1、リンク %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>by %1 · resolves first</source>
        <translation>%1 · 最初に解決</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>CharacterTile</name>
    <message>
        <source>down</source>
        <translation>ダウン</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>ダウン</translation>
    </message>
    <message>
        <source>Silenced</source>
        <translation>沈黙</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>グループ %1</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <source>Say something</source>
        <translation>メッセージを入力</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>チャットメッセージ</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>%1 (spectator)</source>
        <translation>%1（観戦者）</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1（席 %2）</translation>
    </message>
</context>
<context>
    <name>CityRow</name>
    <message numerus="yes">
        <source>The city: %n card(s)</source>
        <translation>
            <numerusform>街：%n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>City</source>
        <translation>街</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Front on the left</source>
        <translation>左が最前</translation>
    </message>
    <message>
        <source>No city cards yet: they are played in Planning</source>
        <translation>街のカードはまだありません（計画フェイズで出します）</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>最前</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Drop a planning card here to play it</source>
        <translation>ここに計画カードをドロップしてプレイ</translation>
    </message>
    <message>
        <source>MOVE %1</source>
        <translation>MOVE %1</translation>
    </message>
    <message>
        <source>Collateral %1</source>
        <translation>巻き添え %1</translation>
    </message>
</context>
<context>
    <name>CollectionEntry</name>
    <message>
        <source>Might</source>
        <translation>筋力</translation>
    </message>
    <message>
        <source>Senses</source>
        <translation>感覚</translation>
    </message>
    <message>
        <source>Physique</source>
        <translation>肉体</translation>
    </message>
    <message>
        <source>Grace</source>
        <translation>機敏</translation>
    </message>
    <message>
        <source>Intellect</source>
        <translation>知性</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>意志</translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation>協調</translation>
    </message>
    <message>
        <source>Acrobatics</source>
        <translation>軽業</translation>
    </message>
    <message>
        <source>Athletics</source>
        <translation>運動</translation>
    </message>
    <message>
        <source>Endurance</source>
        <translation>耐久</translation>
    </message>
    <message>
        <source>Fortitude</source>
        <translation>忍耐</translation>
    </message>
    <message>
        <source>Awareness</source>
        <translation>知覚</translation>
    </message>
    <message>
        <source>Subterfuge</source>
        <translation>隠密術</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>話術</translation>
    </message>
    <message>
        <source>Authority</source>
        <translation>威厳</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>射撃</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>近接</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation>ダメージ%1</translation>
    </message>
    <message>
        <source>range %1</source>
        <translation>射程%1</translation>
    </message>
    <message>
        <source>combo at %1 DoS</source>
        <translation>成功度%1でコンボ</translation>
    </message>
    <message>
        <source>Pilot: %1</source>
        <translation>パイロット：%1</translation>
    </message>
    <message>
        <source>Size %1 × %1 squares</source>
        <translation>大きさ%1×%1マス</translation>
    </message>
    <message>
        <source>Flies (starts at %1)</source>
        <translation>飛行（開始時：%1）</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高空</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低空</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>地上</translation>
    </message>
    <message>
        <source>AT Field %1</source>
        <translation>ATフィールド%1</translation>
    </message>
    <message>
        <source>Starts in stealth</source>
        <translation>隠密状態で開始</translation>
    </message>
    <message>
        <source>Surprised</source>
        <translation>不意打ちされる</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <source>Combatant sheet</source>
        <translation>戦闘員シート</translation>
    </message>
    <message>
        <source>Map of the encounter</source>
        <translation>遭遇のマップ</translation>
    </message>
    <message>
        <source>%1 × %2 squares</source>
        <translation>%1×%2マス</translation>
    </message>
    <message>
        <source>Eva scale: a square is one Eva metre</source>
        <translation>エヴァスケール：1マスはエヴァの1メートル</translation>
    </message>
    <message>
        <source>Human scale: a square is one metre</source>
        <translation>人間スケール：1マスは1メートル</translation>
    </message>
    <message>
        <source>The Director&apos;s side</source>
        <translation>ディレクター側</translation>
    </message>
    <message>
        <source>The players&apos; side</source>
        <translation>プレイヤー側</translation>
    </message>
    <message>
        <source>Carried by</source>
        <translation>携行者</translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>装甲</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>頭%1</translation>
    </message>
    <message>
        <source>arms %1</source>
        <translation>腕%1</translation>
    </message>
    <message>
        <source>body %1</source>
        <translation>胴%1</translation>
    </message>
    <message>
        <source>legs %1</source>
        <translation>脚%1</translation>
    </message>
    <message>
        <source>core %1</source>
        <translation>コア%1</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>傷</translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation>運命点</translation>
    </message>
</context>
<context>
    <name>CollectionPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>コレクション</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Search names and rules text</source>
        <translation>カード名とルールテキストを検索</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>並べ替え</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>並べ替えの基準</translation>
    </message>
    <message>
        <source>Descending</source>
        <translation>降順</translation>
    </message>
    <message>
        <source>Ascending</source>
        <translation>昇順</translation>
    </message>
    <message>
        <source>Sort direction</source>
        <translation>並び順</translation>
    </message>
    <message>
        <source>Card faces</source>
        <translation>カード表示</translation>
    </message>
    <message>
        <source>List</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>Owned cards only</source>
        <translation>所有カードのみ</translation>
    </message>
    <message>
        <source>Collection file (CSV)</source>
        <translation>コレクションファイル (CSV)</translation>
    </message>
    <message>
        <source>CSV file</source>
        <translation>CSVファイル</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the card files</source>
        <translation>
            <numerusform>カードファイルの問題 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>More than %1 cards match; the first %1 are shown.</source>
        <translation>%1 枚を超えるカードが該当し、最初の %1 枚を表示しています。</translation>
    </message>
    <message>
        <source>%1 cards match; the first %2 are shown. Type or filter to narrow them down.</source>
        <translation>%1 枚が該当し、最初の %2 枚を表示しています。入力やフィルターで絞り込んでください。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>These cards were left out of the catalog:</source>
        <translation>次のカードはカタログから除外されました:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Search names and descriptions</source>
        <translation>名前と説明で検索</translation>
    </message>
    <message>
        <source>Entries: %1</source>
        <translation>項目：%1件</translation>
    </message>
</context>
<context>
    <name>CombatGridLook</name>
    <message>
        <source>Open ground</source>
        <translation>開けた地面</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>壁</translation>
    </message>
    <message>
        <source>Light cover (Partial)</source>
        <translation>軽遮蔽（部分）</translation>
    </message>
    <message>
        <source>Heavy cover (Full)</source>
        <translation>重遮蔽（完全）</translation>
    </message>
    <message>
        <source>Water (costs 2)</source>
        <translation>水（コスト2）</translation>
    </message>
    <message>
        <source>Elevation %1</source>
        <translation>高度%1</translation>
    </message>
    <message>
        <source>Fast Attack</source>
        <translation>速攻</translation>
    </message>
    <message>
        <source>Called Attack</source>
        <translation>狙い撃ち</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>集中</translation>
    </message>
    <message>
        <source>Ambushing</source>
        <translation>待ち伏せ</translation>
    </message>
    <message>
        <source>High Ground</source>
        <translation>高所</translation>
    </message>
    <message>
        <source>Prone target</source>
        <translation>伏せた目標</translation>
    </message>
    <message>
        <source>Point Blank</source>
        <translation>至近距離</translation>
    </message>
    <message>
        <source>Close range</source>
        <translation>近距離</translation>
    </message>
    <message>
        <source>Shooting at Prone</source>
        <translation>伏せた目標への射撃</translation>
    </message>
    <message>
        <source>Shooting into Melee</source>
        <translation>乱戦への射撃</translation>
    </message>
    <message>
        <source>Cover (Partial)</source>
        <translation>遮蔽（部分）</translation>
    </message>
    <message>
        <source>Cover (Full)</source>
        <translation>遮蔽（完全）</translation>
    </message>
    <message>
        <source>Difficult Terrain</source>
        <translation>困難地形</translation>
    </message>
    <message>
        <source>Standard Attack</source>
        <translation>通常攻撃</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>頭部</translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation>左腕</translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation>右腕</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>胴体</translation>
    </message>
    <message>
        <source>Left leg</source>
        <translation>左脚</translation>
    </message>
    <message>
        <source>Right leg</source>
        <translation>右脚</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>コア</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>近接</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>射撃</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Evangelion</source>
        <translation>エヴァンゲリオン</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>使徒</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>逃走</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>突撃</translation>
    </message>
    <message>
        <source>Strong Attack</source>
        <translation>強打</translation>
    </message>
    <message>
        <source>Charge (★★)</source>
        <translation>突撃（★★）</translation>
    </message>
    <message>
        <source>Strong Attack (★★)</source>
        <translation>強打（★★）</translation>
    </message>
    <message>
        <source>Strong Attack, 1 Disadvantage (★★)</source>
        <translation>強打・不利1つ（★★）</translation>
    </message>
    <message>
        <source>Strong Attack, 2 Disadvantages (★★)</source>
        <translation>強打・不利2つ（★★）</translation>
    </message>
    <message>
        <source>Knockdown</source>
        <translation>打ち倒し</translation>
    </message>
    <message>
        <source>Grappled Enemy</source>
        <translation>組み付かれた敵</translation>
    </message>
    <message>
        <source>Defending</source>
        <translation>防御中</translation>
    </message>
    <message>
        <source>Past a protector</source>
        <translation>かばう者を避けて</translation>
    </message>
    <message>
        <source>Grapple (unarmed)</source>
        <translation>組み付き（素手）</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>押し出し</translation>
    </message>
    <message>
        <source>No damage: a win grapples the target (melee attacks on it gain an Advantage; it must break free to act); a loss lets it make a Chance Attack.</source>
        <translation>ダメージなし：勝てば目標に組み付きます（目標への近接攻撃は有利を得て、目標は行動する前に振りほどく必要があります）。負けると目標が機会攻撃を行えます。</translation>
    </message>
    <message>
        <source>No damage: the target goes back one square per DoS; an obstacle deals the squares left as Stress and damage. Endurance opposes it too.</source>
        <translation>ダメージなし：目標は成功度1ごとに1マス後退します。障害物に当たると残りのマス数だけストレスとダメージを受けます。耐久でも対抗できます。</translation>
    </message>
    <message>
        <source>No damage: a win knocks the target prone. Endurance opposes it too.</source>
        <translation>ダメージなし：勝てば目標を伏せ状態にします。耐久でも対抗できます。</translation>
    </message>
    <message>
        <source>Uneven harmful ground (costs 2, or a test)</source>
        <translation>不整地の有害地形（コスト2、または判定）</translation>
    </message>
    <message>
        <source>Damaging harmful ground (costs 2, or a test)</source>
        <translation>損傷を与える有害地形（コスト2、または判定）</translation>
    </message>
    <message>
        <source>Difficult ground (costs 2)</source>
        <translation>困難地形（コスト2）</translation>
    </message>
    <message>
        <source>Harmful Terrain</source>
        <translation>有害地形</translation>
    </message>
    <message>
        <source>Uneven ground</source>
        <translation>不整地</translation>
    </message>
    <message>
        <source>Waist-high water (costs 2)</source>
        <translation>腰までの水（コスト2）</translation>
    </message>
    <message>
        <source>Deep water (swimming, costs 2, a test: may sink)</source>
        <translation>深い水（水泳、コスト2、判定あり：沈むことがある）</translation>
    </message>
    <message>
        <source>Run-up</source>
        <translation>助走</translation>
    </message>
    <message>
        <source>Fate point</source>
        <translation>運命点</translation>
    </message>
    <message>
        <source>Combo</source>
        <translation>コンボ</translation>
    </message>
    <message>
        <source>Ailment</source>
        <translation>状態異常</translation>
    </message>
    <message>
        <source>Earlier failures</source>
        <translation>これまでの失敗</translation>
    </message>
    <message>
        <source>Dizzy</source>
        <translation>めまい</translation>
    </message>
    <message>
        <source>Burning</source>
        <translation>炎上</translation>
    </message>
    <message>
        <source>Put out</source>
        <translation>消火</translation>
    </message>
    <message>
        <source>Enraged</source>
        <translation>激昂</translation>
    </message>
    <message>
        <source>Running Target</source>
        <translation>走行中の目標</translation>
    </message>
    <message>
        <source>Running Target (Shoot)</source>
        <translation>走行中の目標（射撃）</translation>
    </message>
    <message>
        <source>Fatigued</source>
        <translation>疲労</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>消耗</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>分析済み</translation>
    </message>
    <message>
        <source>War Cry</source>
        <translation>鬨の声</translation>
    </message>
    <message>
        <source>Taunted</source>
        <translation>挑発</translation>
    </message>
    <message>
        <source>Taunted (another target)</source>
        <translation>挑発（別の目標）</translation>
    </message>
</context>
<context>
    <name>CombatGridRules</name>
    <message>
        <source>The encounter</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <source>One seat is the Director, who plays every enemy and sees the whole map; the other seats are players, each with one or more combatants. The encounter is chosen when the game is set up. Initiative is each combatant&apos;s Grace Bonus (ties: the higher Grace, then more fate points, then an opposed Grace roll); the track along the top of the table shows the order, the one acting now lit. Surprised combatants lose their turn in the first round and cannot oppose tests in it.</source>
        <translation>1席はディレクターで、すべての敵を操作し、マップ全体を見ます。他の席はプレイヤーで、それぞれ1体以上の戦闘員を持ちます。遭遇はゲームの準備時に選びます。イニシアチブは各戦闘員の敏捷ボーナスです（同値なら敏捷値の高い方、次に運命点の多い方、次に敏捷の対抗ロール）。テーブル上端のトラックが順番を示し、いま行動中の者が光ります。奇襲を受けた戦闘員は第1ラウンドの手番を失い、その間はテストに対抗できません。</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>A turn is one Move and two Actions, in any order; the Move may be split around the Actions. An action and its variations are not repeated in a turn: one attack, one Focus. End turn passes to the next combatant.</source>
        <translation>手番は1回の移動と2回のアクションで、順番は自由です。移動はアクションの前後に分けられます。同じアクションとその派生は1手番に繰り返せません（攻撃1回、集中1回）。「手番終了」で次の戦闘員に移ります。</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>アクション</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>Hits, damage and wounds</source>
        <translation>命中、ダメージ、負傷</translation>
    </message>
    <message>
        <source>A hit rolls its location (head, arms, body, legs; an Angel&apos;s Core). Damage is the weapon&apos;s plus the attacker&apos;s Degrees of Success (and the Might Bonus in melee), less the defender&apos;s Degrees when it passed, less an Angel&apos;s AT Field. It wounds when it exceeds Defence, the Physique Bonus plus the armour there: one wound, one more for 5 over, a head or Core hit, an unguarded location, a critical. With no wounds left each wound is an Injury and Stress; more Injuries than the Physique Bonus, or a savage hit on a combatant with no wounds left, puts it down. An Eva&apos;s pilot feels every wound as Stress.</source>
        <translation>命中すると部位をロールします（頭部、腕、胴体、脚、使徒のコア）。ダメージは武器の値に攻撃側の成功度（近接なら筋力ボーナスも）を加え、防御側が成功していればその成功度を引き、使徒のATフィールドを引いたものです。防御（肉体ボーナス＋その部位の装甲）を超えると負傷：1つ、さらに5以上超えたら1つ、頭部かコアへの命中、無防備な部位、クリティカルでそれぞれ1つ追加。負傷枠が残っていなければ各負傷は重傷とストレスになります。肉体ボーナスより多い重傷、または負傷枠のない戦闘員への猛撃で戦闘不能になります。エヴァのパイロットは負傷ごとにストレスを受けます。</translation>
    </message>
    <message>
        <source>What the players see</source>
        <translation>プレイヤーに見えるもの</translation>
    </message>
    <message>
        <source>The Director sees everything. Players see the map, their own combatants in full, and only the enemies one of their standing combatants can see and that are not hidden; of those, no Scores or wounds. What an unseen enemy does reads "Something moves out of sight". In hot-seat the Director&apos;s turns go behind the curtain.</source>
        <translation>ディレクターはすべてを見ます。プレイヤーに見えるのは、マップ、自分たちの戦闘員のすべて、そして立っている自分たちの戦闘員から見えていて隠れていない敵だけです（その能力値や負傷は見えません）。見えない敵の行動は「視界の外で何かが動く」と表示されます。ホットシートではディレクターの手番は幕の向こうで行われます。</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>The encounter ends when every combatant of one side is down, or when the Director ends it (a draw).</source>
        <translation>一方の陣営の戦闘員がすべて戦闘不能になるか、ディレクターが終了させる（引き分け）と遭遇は終わります。</translation>
    </message>
    <message>
        <source>Combat Grid: how to play</source>
        <translation>コンバットグリッド：遊び方</translation>
    </message>
    <message>
        <source>The Basic Move is the Grace Bonus times two squares; a prone combatant is Hindered and moves half. A diagonal step costs 1, water and harmful ground 2; walls, corners of walls and standing combatants block. Drag the acting token, or click it: every square it can reach lights with its cost, and the path follows the pointer. A mover who runs into an enemy nobody had seen stops short. Next to an enemy you are Engaged in Melee: stepping out of its reach lets it make a Chance Attack (with an Advantage: you flee) unless you Disengage first, by a test (your best of Acrobatics, Endurance, Melee or Grace against its Melee; a failure makes the move a Flee) or by spending an Action. Squares whose path would draw a Chance Attack are marked with crossed swords. An enemy makes one Chance Attack until its next turn, and only with a melee weapon.</source>
        <translation>基本移動は敏捷ボーナスの2倍のマス数です。伏せている戦闘員は移動阻害を受け、半分しか動けません。斜めの1歩はコスト1、水と有害な地面は2です。壁、壁の角、立っている戦闘員は通れません。行動中のコマをドラッグするかクリックすると、この手番で届くすべてのマスがコスト付きで光り、経路がポインタに追従します。誰も見ていなかった敵にぶつかった移動者は手前で止まります。敵に隣接すると近接戦闘中になります：その敵の間合いから出ると、先に離脱しない限りその敵は機会攻撃を行えます（逃走なので有利付き）。離脱はテスト（軽業・耐久・近接・敏捷のうち最も良いものと相手の近接との対抗。失敗すると移動は逃走になる）か、アクション1つの消費で行います。機会攻撃を受ける経路のマスには交差した剣の印が付きます。敵が機会攻撃を行えるのは次の自分の手番までに1回だけで、近接武器でのみです。</translation>
    </message>
    <message>
        <source>Each Action costs one of the turn&apos;s two. Focus gives an Advantage (+10) to the combatant&apos;s next attack. Rise stands a prone combatant up (an enemy next to it gets a Chance Attack).</source>
        <translation>各アクションは手番の2つのうち1つを使います。集中はその戦闘員の次の攻撃に有利（+10）を与えます。起き上がるは伏せた戦闘員を立たせます（隣接する敵は機会攻撃を得ます）。</translation>
    </message>
    <message>
        <source>A melee attack needs the target adjacent; a ranged one needs it within the weapon&apos;s range and in sight (walls block, cover gives a Disadvantage). The attack is an opposed test against the better of the defender&apos;s Dodge and Parry (melee) or Anticipate (ranged). The table lists every Advantage and Disadvantage before the roll: High Ground, Point Blank, Close range, a prone target, cover, shooting into melee, difficult terrain, Focus, Ambushing in a surprise round. Standard Attack; Fast Attack (melee, one Advantage, no Might Bonus to damage); Called Attack (two Disadvantages, you name the hit location); Charge (two Actions, melee: a Basic Move of its own to the target, then the attack with an Advantage); Strong Attack (two Actions, melee: one or two Disadvantages, +2 damage each); Knockdown (melee: the target may also resist with Endurance; a win knocks it prone instead of hurting it).</source>
        <translation>近接攻撃は目標が隣接している必要があり、射撃攻撃は武器の射程内かつ視界内である必要があります（壁は遮り、遮蔽は不利を与えます）。攻撃は、防御側の回避と受け流し（近接）または見切り（射撃）のうち良い方との対抗テストです。テーブルはロールの前にすべての有利・不利を表示します：高所、至近距離、近距離、伏せた目標、遮蔽、乱戦への射撃、困難地形、集中、奇襲ラウンドの待ち伏せ。通常攻撃、速攻（近接、有利1つ、ダメージに筋力ボーナスなし）、狙い撃ち（不利2つ、命中部位を指定）、突撃（アクション2つ、近接：専用の基本移動で目標へ向かい、有利1つで攻撃）、強打（アクション2つ、近接：不利を1つか2つ受け、1つにつきダメージ+2）、打ち倒し（近接：目標は耐久でも抵抗できる。勝てばダメージの代わりに目標を伏せさせる）。</translation>
    </message>
    <message>
        <source>Chance Attacks, Grapple and Push</source>
        <translation>機会攻撃、組み付き、押し出し</translation>
    </message>
    <message>
        <source>An enemy allowed a Chance Attack is asked first: its controller makes it or lets the combatant go, and the move waits for the answer. Grapple (★) is an unarmed melee attack: a win holds the target instead of dealing damage, a loss lets the target make a Chance Attack. A grappled combatant makes no Chance Attacks, melee attacks on it gain an Advantage, and before each Move, Action or evasion it must win an opposed test (its best of Melee, Acrobatics or Endurance against the grappler&apos;s Melee or Endurance) or waste it; a win frees it. The grapple ends when the two are no longer side by side. Push (★) is a melee attack that drives the target back one square per Degree of Success; a wall or a combatant in the way deals the squares left as Stress and damage. A grappler moves with the target it pushes.</source>
        <translation>機会攻撃を行える敵には、まずその操作者に確認します。攻撃するか見逃すかを選ぶまで、移動は答えを待ちます。組み付き（★）は素手の近接攻撃です。勝てばダメージの代わりに目標を押さえ込み、負けると目標が機会攻撃を行えます。組み付かれた戦闘員は機会攻撃を行えず、その戦闘員への近接攻撃は有利を得ます。また、移動・アクション・回避のたびに対抗テスト（近接・軽業・耐久のうち最も高いもの対、組み付いている側の近接か耐久）に勝たなければ、それは無駄になります。勝てば振りほどけます。両者が隣り合わなくなると組み付きは終わります。押し出し（★）は目標を成功度1ごとに1マス押し戻す近接攻撃です。壁や戦闘員に当たると、残りのマス数だけストレスとダメージを与えます。組み付いている側は押し出した目標と一緒に移動します。</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>防御</translation>
    </message>
    <message>
        <source>Defend (★★) gives the combatant an Advantage on its evasion tests and on its Chance Attacks until the start of its next turn.</source>
        <translation>防御（★★）を行った戦闘員は、次の自分の手番の開始まで、回避テストと機会攻撃に有利を得ます。</translation>
    </message>
    <message>
        <source>Protect</source>
        <translation>かばう</translation>
    </message>
    <message>
        <source>Protect (★★) names an ally: the next attack that hits it hits the protector instead, until the start of the protector&apos;s next turn. A Called Attack may aim past the protector with one more Disadvantage.</source>
        <translation>かばう（★★）は味方1人を指定します。かばう側の次の手番の開始まで、その味方に命中する次の攻撃は代わりにかばう側に命中します。狙い撃ちは不利をもう1つ受けることで、かばう側を避けて狙えます。</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <source>Water (swimming), difficult ground and harmful ground Hinder: each of their squares costs 2. Climbing up or down costs 2 more per metre of height. Harmful ground may instead be crossed at full speed (1 a square) with an Athletics or Acrobatics test on entering each of its squares, one Disadvantage per point of its number: a failure on uneven ground knocks the mover prone where it is, on damaging ground it deals the ground&apos;s damage plus the Degrees of Failure (the table walks it Hindered; full speed is not offered on the table yet). The table&apos;s path costs count all of this.</source>
        <translation>水（泳ぎ）、困難地形、有害地形は移動阻害となり、それぞれ1マスのコストは2です。上り下りの登攀は高さ1メートルごとにさらに2かかります。有害地形は代わりに全速力（1マス1）で横切ることもでき、その場合は有害地形のマスに入るたびに運動または軽業の判定を行い、有害地形の数値1点ごとに不利を1つ受けます。不整地で失敗するとその場で伏せ状態になり、損傷を与える地形では地形のダメージに失敗度を加えたダメージを受けます（テーブル上では移動阻害で歩きます。全速力はまだテーブルでは選べません）。テーブルの経路コストはこれらをすべて数えます。</translation>
    </message>
    <message>
        <source>Leaping and jumping down</source>
        <translation>跳躍と飛び降り</translation>
    </message>
    <message>
        <source>A leap goes in a straight line, at least 2 squares, over a gap or an obstacle (lower or higher ground, water, rough or harmful ground), clearing at most 1 metre above where it starts and landing on the ground; walls and combatants stop it. It is Hindered, 2 of the Move a square; or put effort in: a Leaping test (the better of Athletics and Acrobatics, an Advantage after a run-up of 4 unhindered squares) makes it 1 a square when it passes, leaves it Hindered when it fails, and by 4 Degrees of Failure it covers 1 square and falls short; a short leap falls from where it started. Jumping down is one step to a lower square for that square&apos;s cost, instead of climbing: the fall deals 1 damage a metre against the Physique Bonus alone (armour does not count), less 1 per Degree of Success of an Athletics or Acrobatics test; a wound knocks the jumper prone. A leap onto lower ground drops the rest the same way. On the table the squares only a leap reaches wear ↷, those only a jump reaches ↓; where there is a choice, a menu asks how.</source>
        <translation>跳躍は一直線に2マス以上進み、裂け目か障害物（低い地面や高い地面、水、荒れた地面、危険な地面）を越えます。越えられるのは踏み切り地点より1メートル高いところまでで、着地は地面の上。壁や戦闘員があると跳べません。跳躍は妨害状態で、1マスにつき移動力2。力を込めることもできます：跳躍の判定（運動と軽業の良い方。妨害のない4マスの助走の後なら有利1つ）に成功すれば1マスにつき1、失敗すれば妨害状態のまま、失敗度4以上なら1マスしか進めず届きません。届かなかった跳躍は踏み切った高さから落ちます。飛び降りは、登る代わりに低いマスへ踏み出す1歩で、そのマスの移動力だけかかります。落下は1メートルにつき1ダメージを肉体ボーナスだけに対して与え（装甲は数えない）、運動か軽業の判定の成功度1につき1減ります。負傷すると伏せます。低い地面へ跳んだときも、残りの高さを同じように落ちます。テーブルでは跳躍でしか行けないマスに↷、飛び降りでしか行けないマスに↓が付き、選べるときはメニューで尋ねます。</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>隠密</translation>
    </message>
    <message>
        <source>A combatant in stealth (a dashed ring on its token, for its owner and the Director) moves Hindered. When it moves or acts where an enemy can see it, that enemy tests Awareness against its Stealth (Subterfuge), once a turn: a win finds it and its stealth ends. Ending a turn with no cover from an enemy&apos;s line of sight ends it too, and so does attacking. The Director&apos;s side cannot attack a player it has not noticed; a hidden enemy stays off the players&apos; map until it is found.</source>
        <translation>隠密中の戦闘員（持ち主とディレクターにはコマに破線の輪が見える）の移動は妨げられる。敵から見える場所で移動や行動をすると、その敵は1ターンに1回、〈知覚〉でその〈隠密〉（〈潜入〉）と対抗テストを行う。敵が勝てば見つかり、隠密が解ける。敵の視線から遮蔽のない場所でターンを終えても、攻撃しても隠密は解ける。ディレクター側はまだ気づいていないプレイヤーを攻撃できない。隠れた敵は見つかるまでプレイヤーの地図に現れない。</translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation>運命点</translation>
    </message>
    <message>
        <source>A combatant&apos;s fate points (on its sheet) are spent for luck. On an attack, choose in the attack panel before rolling: two Advantages (+20) for a fate point, or a reroll if the test fails (the fate point is spent only then, and the failed roll stays in the log). On its turn, without an Action: restore as many Wounds as its starting fate points, or ready fate to block Injuries (each Injury it then takes costs a fate point instead). The players never see how many fate points an enemy has left.</source>
        <translation>運命点（シートに記載）は幸運のために使います。攻撃では、振る前に攻撃パネルで選びます：運命点1点で有利2つ（+20）、または判定に失敗したら振り直し（運命点はそのときだけ使われ、失敗した出目もログに残ります）。自分の手番には、アクションを使わずに、最初の運命点と同じ数だけ傷を回復するか、負傷を防ぐ構えをとれます（以後受ける負傷1つごとに代わりに運命点1点を使います）。敵の残り運命点はプレイヤーには見えません。</translation>
    </message>
    <message>
        <source>Analyse, Distract, War Cry, Taunt and Exert</source>
        <translation>分析・陽動・鬨の声・挑発・奮起</translation>
    </message>
    <message>
        <source>Pick an enemy in sight on the map, then one of four actions (★ each, one of them a turn), each an opposed test of your best named skill against its best: Analyse (you and your allies gain an Advantage against it), War Cry (it takes a Disadvantage on its tests against you), Taunt (it gains an Advantage to hit you and a Disadvantage on attacks at others), Distract (its next test is rolled twice and the worse kept). Each lasts until the start of your next turn. Exert gives one more Action at once, free of the repeat limit, for 1 Stress, then 2, 3 and so on.</source>
        <translation>マップで視界内の敵を選び、4つのアクション（各★、1ターンにどれか一つ）から選ぶ。どれも自分の最も高い該当技能と相手の最も高い技能の対抗判定：分析（自分と味方がその敵に対して有利）、鬨の声（その敵は自分に対する判定に不利）、挑発（その敵は自分への攻撃に有利、他への攻撃に不利）、陽動（その敵の次の判定は2回振り悪い方を採る）。効果は次の自分のターン開始まで続く。奮起はただちにアクションを1つ得る（繰り返し制限なし）。ストレスは1、次は2、3と増える。</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>恐怖</translation>
    </message>
    <message>
        <source>Suffering an injury, seeing an important ally (one with fate points) fall (the Director&apos;s combatants are immune to this one), and an Angel&apos;s Existential Crisis each call for a Fear test: Will or Fortitude (Courage). Each is faced once an encounter, pass or fail. A failure sets the fear by its Degrees of Failure: 0-1 Shaken (a Disadvantage on all tests); 2 Avoidance (no going into melee with what it fears, no shooting at it, a Disadvantage on all tests while engaged with it); 3 Panic (it only flees: moves away, runs, rises or defends; no attacks, no Disengage, no Chance Attacks); 4 Frozen (no move, no actions, attacks on it are unopposed); 5 or more Catatonia (as Frozen, 1 Trauma, and Helpless: attacks on it are Savage). At the start of each of its turns it tests again, with an Advantage for each earlier failure; a pass ends the fear. A badge on the token names the fear and what it fears. An Exhausted combatant (Stress 2 over its Physique Bonus) that takes more Stress tests Physique or falls unconscious.</source>
        <translation>負傷する、重要な味方（運命点を持つ者）が倒れるのを見る（ディレクターの戦闘員はこれに影響されない）、使徒の「存在の危機」は、それぞれ恐怖判定を求める: 意志または不屈（勇気）。それぞれ遭遇ごとに一度だけ、成否を問わず向き合う。失敗すると失敗度で恐怖が決まる: 0-1 動揺（すべての判定に不利1）。2 回避（恐れる相手と近接戦に入らず、撃たず、交戦中はすべての判定に不利1）。3 恐慌（逃げるのみ: 離れる移動、走る、起き上がる、防御。攻撃、離脱、機会攻撃はしない）。4 すくみ（移動も行動もできず、その者への攻撃は対抗されない）。5以上 緊張病性昏迷（すくみと同じで、トラウマ1、さらに無力: その者への攻撃は残虐攻撃）。自分の手番の開始ごとに再び判定し、それまでの失敗1回につき有利1を得る。成功すれば恐怖は終わる。コマのバッジが恐怖とその相手を示す。疲労困憊（ストレスが肉体ボーナスより2多い）の戦闘員はさらにストレスを受けると肉体判定を行い、失敗すると意識を失う。</translation>
    </message>
</context>
<context>
    <name>CombatGridTable</name>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>Surprise round</source>
        <translation>奇襲ラウンド</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>手番終了</translation>
    </message>
    <message>
        <source>Focus (+1 Advantage)</source>
        <translation>集中（有利+1）</translation>
    </message>
    <message>
        <source>End the encounter</source>
        <translation>遭遇を終了</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · Move %3 left · %n Action(s) left</source>
        <translation>
            <numerusform>%1 · %2 · 移動残り%3 · アクション残り%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Director&apos;s combatant</source>
        <translation>ディレクターの戦闘員</translation>
    </message>
    <message>
        <source>%1&apos;s combatant</source>
        <translation>%1の戦闘員</translation>
    </message>
    <message>
        <source>Drag the token (or click it) to see where it can go this turn and what each square costs.</source>
        <translation>コマをドラッグ（またはクリック）すると、この手番に行けるマスと各マスのコストが表示されます。</translation>
    </message>
    <message>
        <source>Ruler: drag on the map (click to stop)</source>
        <translation>定規：マップ上をドラッグ（クリックで終了）</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>定規</translation>
    </message>
    <message>
        <source>Rise (★)</source>
        <translation>起き上がる（★）</translation>
    </message>
    <message>
        <source>Disengage (★)</source>
        <translation>離脱（★）</translation>
    </message>
    <message>
        <source>Disengage (test)</source>
        <translation>離脱（テスト）</translation>
    </message>
    <message>
        <source>Prone (Hindered)</source>
        <translation>伏せ（移動阻害）</translation>
    </message>
    <message>
        <source>Engaged in melee: squares marked ⚔ draw Chance Attacks unless you disengage.</source>
        <translation>近接戦闘中：⚔の付いたマスへ移動すると、離脱しない限り機会攻撃を受けます。</translation>
    </message>
    <message>
        <source>%1 may make a Chance Attack on %2, who rises from prone.</source>
        <translation>%1は伏せ状態から起き上がる%2に機会攻撃を行えます。</translation>
    </message>
    <message>
        <source>%1 may make a Chance Attack on %2, whose Grapple failed.</source>
        <translation>%1は組み付きに失敗した%2に機会攻撃を行えます。</translation>
    </message>
    <message>
        <source>%1 may make a Chance Attack on %2, who leaves its melee.</source>
        <translation>%1は近接戦闘から離れる%2に機会攻撃を行えます。</translation>
    </message>
    <message>
        <source>%1 %2 (base)</source>
        <translation>%1 %2（基本値）</translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation>有利</translation>
    </message>
    <message>
        <source>Disadvantage</source>
        <translation>不利</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>目標値 %1</translation>
    </message>
    <message>
        <source>Make the Chance Attack</source>
        <translation>機会攻撃を行う</translation>
    </message>
    <message>
        <source>Let them go</source>
        <translation>見逃す</translation>
    </message>
    <message>
        <source>Defend (★★)</source>
        <translation>防御（★★）</translation>
    </message>
    <message>
        <source>Protect %1 (★★)</source>
        <translation>%1をかばう（★★）</translation>
    </message>
    <message>
        <source>Protected by %1</source>
        <translation>%1にかばわれている</translation>
    </message>
    <message>
        <source>Defending (an Advantage on evasion and Chance Attacks)</source>
        <translation>防御中（回避と機会攻撃に有利）</translation>
    </message>
    <message>
        <source>Grappled by %1 (must break free to act)</source>
        <translation>%1に組み付かれている（行動するには振りほどく必要あり）</translation>
    </message>
    <message>
        <source>Fleeing: the attack gains an Advantage.</source>
        <translation>逃走：この攻撃は有利を得ます。</translation>
    </message>
    <message>
        <source>Make it (it acts like a standard attack and uses this combatant&apos;s Chance Attack until its next turn), or let them go.</source>
        <translation>攻撃する（通常の攻撃と同じように解決し、この戦闘員は次の手番まで機会攻撃を使えなくなります）か、見逃してください。</translation>
    </message>
    <message>
        <source>Waiting for %1 to decide.</source>
        <translation>%1の判断を待っています。</translation>
    </message>
    <message>
        <source>Fly up to High</source>
        <translation>高空へ上昇</translation>
    </message>
    <message>
        <source>Fly down to Low</source>
        <translation>低空へ降下</translation>
    </message>
    <message>
        <source>Fly up to Low</source>
        <translation>低空へ上昇</translation>
    </message>
    <message>
        <source>Fly down to Ground</source>
        <translation>地上へ降下</translation>
    </message>
    <message numerus="yes">
        <source>Fate: restore %n wound(s)</source>
        <translation>
            <numerusform>運命点：傷を%n回復</numerusform>
        </translation>
    </message>
    <message>
        <source>Fate: block the next Injuries</source>
        <translation>運命点：次の負傷を防ぐ</translation>
    </message>
    <message>
        <source>Fate: stop blocking Injuries</source>
        <translation>運命点：負傷の防御をやめる</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>集中</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>防御</translation>
    </message>
    <message>
        <source>Protect</source>
        <translation>かばう</translation>
    </message>
    <message>
        <source>Rise</source>
        <translation>起き上がる</translation>
    </message>
    <message>
        <source>End the chain</source>
        <translation>チェーンを終える</translation>
    </message>
    <message>
        <source>Combo! Take a free action with +1 Advantage, or end the chain.</source>
        <translation>コンボ！ 有利+1でフリーアクションを1つ行うか、チェーンを終えてください。</translation>
    </message>
    <message>
        <source>Spent in this chain (not repeated): %1</source>
        <translation>このチェーンで使用済み（繰り返し不可）: %1</translation>
    </message>
    <message>
        <source>Waiting for %1 to take the free action or end the chain.</source>
        <translation>%1がフリーアクションを行うかチェーンを終えるのを待っています。</translation>
    </message>
    <message>
        <source>Sprint (★★, +2 Basic Moves)</source>
        <translation>全力疾走（★★、基本移動+2回）</translation>
    </message>
    <message>
        <source>Run (★, +1 Basic Move)</source>
        <translation>走る（★、基本移動+1回）</translation>
    </message>
    <message>
        <source>Sprinting (two Advantages to melee, two Disadvantages to ranged attacks on it)</source>
        <translation>全力疾走中（自分への近接攻撃にアドバンテージ2、射撃攻撃にディスアドバンテージ2）</translation>
    </message>
    <message>
        <source>Running (an Advantage to melee, a Disadvantage to ranged attacks on it)</source>
        <translation>走行中（自分への近接攻撃にアドバンテージ1、射撃攻撃にディスアドバンテージ1）</translation>
    </message>
    <message>
        <source>Pass Off to %1 (combo)</source>
        <translation>%1にパスオフ（コンボ）</translation>
    </message>
    <message>
        <source>Initiative +1 (combo)</source>
        <translation>イニシアチブ+1（コンボ）</translation>
    </message>
    <message>
        <source>Initiative −1 (combo)</source>
        <translation>イニシアチブ−1（コンボ）</translation>
    </message>
    <message>
        <source>Go prone (★)</source>
        <translation>伏せる（★）</translation>
    </message>
    <message>
        <source>Stem the bleeding (★)</source>
        <translation>止血する（★）</translation>
    </message>
    <message>
        <source>Distract %1 (★)</source>
        <translation>%1を陽動（★）</translation>
    </message>
    <message>
        <source>War Cry at %1 (★)</source>
        <translation>%1に鬨の声（★）</translation>
    </message>
    <message>
        <source>Taunt %1 (★)</source>
        <translation>%1を挑発（★）</translation>
    </message>
    <message>
        <source>Analyse %1 (★)</source>
        <translation>%1を分析（★）</translation>
    </message>
    <message>
        <source>Manipulation or Awareness against its Inquiry or Senses: on a pass its next test is rolled twice and the worse kept (until your next turn).</source>
        <translation>操作または知覚 対 相手の調査または感覚：成功すると（次の自分のターンまで）相手の次の判定は2回振り、悪い方を採る。</translation>
    </message>
    <message>
        <source>Athletics or Authority against its Fortitude or Will: on a pass it takes a Disadvantage on its tests against you until your next turn.</source>
        <translation>運動または威圧 対 相手の不屈または意志：成功すると次の自分のターンまで、相手は自分に対する判定に不利。</translation>
    </message>
    <message>
        <source>Manipulation or Authority against its Fortitude or Will: on a pass it gains an Advantage to hit you and a Disadvantage on attacks at others until your next turn.</source>
        <translation>操作または威圧 対 相手の不屈または意志：成功すると次の自分のターンまで、相手は自分への攻撃に有利、他への攻撃に不利。</translation>
    </message>
    <message>
        <source>Endurance, Academics or Awareness against its Subterfuge, Manipulation or Grace: on a pass you and your allies gain an Advantage against it until your next turn.</source>
        <translation>耐久・学術・知覚 対 相手の隠密・操作・優美：成功すると次の自分のターンまで、自分と味方は相手に対して有利。</translation>
    </message>
    <message>
        <source>Analyse, Distract, War Cry, Taunt: pick an enemy on the map</source>
        <translation>分析・陽動・鬨の声・挑発：マップで敵を選ぶ</translation>
    </message>
    <message>
        <source>Click an enemy in sight to Analyse, Distract, War Cry at or Taunt it (★ each, one of them a turn).</source>
        <translation>視界内の敵をクリックして分析・陽動・鬨の声・挑発（各★、1ターンにどれか一つ）。</translation>
    </message>
    <message numerus="yes">
        <source>Exert (+1 Action, %n Stress)</source>
        <translation>
            <numerusform>奮起（アクション+1、ストレス%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain one Action at once; it ignores the limit on repeating an action. Each Exert this encounter costs one Stress more than the last (Fatigued past your Physique Bonus).</source>
        <translation>ただちにアクションを1つ得る。そのアクションは繰り返し制限を受けない。この遭遇で奮起するたびに前回より1多いストレスがかかる（肉体ボーナスを超えると疲労）。</translation>
    </message>
</context>
<context>
    <name>CombatMap</name>
    <message>
        <source>Wounds left</source>
        <translation>残り負傷枠</translation>
    </message>
    <message>
        <source>Injuries</source>
        <translation>重傷</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>ストレス</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>集中</translation>
    </message>
    <message>
        <source>Chance Attacks: this path leaves an enemy&apos;s melee</source>
        <translation>機会攻撃：この経路は敵の近接範囲から離れます</translation>
    </message>
    <message>
        <source>Disengage test: a failure here draws Chance Attacks</source>
        <translation>離脱テスト：失敗するとここで機会攻撃を受けます</translation>
    </message>
    <message>
        <source>%1 sq.</source>
        <translation>%1マス</translation>
    </message>
    <message>
        <source>Grappled by %1</source>
        <translation>%1に組み付かれている</translation>
    </message>
    <message>
        <source>water (swimming)</source>
        <translation>水（泳ぎ）</translation>
    </message>
    <message>
        <source>difficult ground</source>
        <translation>困難地形</translation>
    </message>
    <message>
        <source>harmful ground</source>
        <translation>有害地形</translation>
    </message>
    <message numerus="yes">
        <source>climbing %n metre(s)</source>
        <translation>
            <numerusform>%nメートルの登り降り</numerusform>
        </translation>
    </message>
    <message>
        <source>Harmful ground on the way:</source>
        <translation>途中に有害地形があります：</translation>
    </message>
    <message>
        <source>Walk carefully (Hindered): Move %1</source>
        <translation>慎重に歩く（移動阻害）：移動%1</translation>
    </message>
    <message>
        <source>Go around it: Move %1</source>
        <translation>迂回する：移動%1</translation>
    </message>
    <message>
        <source>Hurry across (a test for each harmful square)</source>
        <translation>急いで渡る（危険なマスごとに判定）</translation>
    </message>
    <message>
        <source>Costs %1: %2</source>
        <translation>コスト%1：%2</translation>
    </message>
    <message>
        <source>harmful ground at full speed: a test</source>
        <translation>有害な地形を全速で：判定1回</translation>
    </message>
    <message>
        <source>Only at full speed: a test on each harmful square</source>
        <translation>全速でのみ到達：有害なマスごとに判定</translation>
    </message>
    <message>
        <source>»</source>
        <translation>»</translation>
    </message>
    <message>
        <source>waist-high water</source>
        <translation>腰までの水</translation>
    </message>
    <message>
        <source>deep water (swimming, a test)</source>
        <translation>深い水（水泳、判定あり）</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高空</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低空</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>地上</translation>
    </message>
    <message>
        <source>Flying High (above 150 metres): out of reach of everything lower</source>
        <translation>高空を飛行中（150メートル以上）：低い高度のものとは攻撃し合えません</translation>
    </message>
    <message>
        <source>Flying Low (20 metres up): no melee with the ground</source>
        <translation>低空を飛行中（地上20メートル）：地上との白兵戦はできません</translation>
    </message>
    <message>
        <source>A flier at Ground altitude</source>
        <translation>地上高度の飛行者</translation>
    </message>
    <message>
        <source>Drowning: sunk in deep water, holding its breath</source>
        <translation>溺水中：深い水に沈み、息を止めています</translation>
    </message>
    <message>
        <source>○°</source>
        <translation>○°</translation>
    </message>
    <message numerus="yes">
        <source>Jump down %n metre(s): Move %1; falling damage of 1 a metre, less the DoS of an Athletics or Acrobatics test</source>
        <translation>
            <numerusform>%nメートル飛び降りる：移動力%1。落下ダメージは1メートルにつき1、運動か軽業の判定の成功度だけ減る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leap %n square(s): Move %1 with a Leaping test (Athletics or Acrobatics); a failure Hinders it and it may fall short</source>
        <translation>
            <numerusform>%nマス跳ぶ：跳躍の判定（運動か軽業）をして移動力%1。失敗すると妨害状態になり、届かないこともある</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leap %n square(s), Hindered: Move %1</source>
        <translation>
            <numerusform>%nマス跳ぶ（妨害状態）：移動力%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; then a drop of %n metre(s): falling damage, less a test&apos;s DoS</source>
        <translation>
            <numerusform>。着地で%nメートル落ちる：落下ダメージ、判定の成功度だけ減る</numerusform>
        </translation>
    </message>
    <message>
        <source>↓%1</source>
        <translation>↓%1</translation>
    </message>
    <message>
        <source>↷%1</source>
        <translation>↷%1</translation>
    </message>
    <message>
        <source>Leap (Hindered): Move %1</source>
        <translation>跳ぶ（妨害状態）：移動力%1</translation>
    </message>
    <message>
        <source>Leap with a Leaping test: Move %1, or %2 if it fails</source>
        <translation>跳躍の判定をして跳ぶ：移動力%1、失敗なら%2</translation>
    </message>
    <message numerus="yes">
        <source>Jump down %n metre(s): Move %1, falling damage less a test&apos;s DoS</source>
        <translation>
            <numerusform>%nメートル飛び降りる：移動力%1、落下ダメージは判定の成功度だけ減る</numerusform>
        </translation>
    </message>
    <message>
        <source>How to get there:</source>
        <translation>どうやって行く？</translation>
    </message>
    <message>
        <source>Walk or climb: Move %1</source>
        <translation>歩くか登る：移動力%1</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>↷</source>
        <translation>↷</translation>
    </message>
    <message numerus="yes">
        <source>Only by jumping down %n metre(s): falling damage, less a test&apos;s DoS</source>
        <translation>
            <numerusform>%nメートル飛び降りてのみ：落下ダメージ、判定の成功度だけ減る</numerusform>
        </translation>
    </message>
    <message>
        <source>Only by a leap with a Leaping test: Move %1</source>
        <translation>跳躍の判定をして跳んでのみ：移動力%1</translation>
    </message>
    <message>
        <source>Only by a leap: Move %1 Hindered</source>
        <translation>跳んでのみ：妨害状態で移動力%1</translation>
    </message>
    <message>
        <source>◌</source>
        <translation>◌</translation>
    </message>
    <message>
        <source>Hidden (in stealth): Hindered; enemies who see it move test Awareness to find it</source>
        <translation>隠密中：移動は妨げられる。動くのを見た敵は〈知覚〉テストで見つけようとする</translation>
    </message>
    <message>
        <source>Brn</source>
        <translation>炎</translation>
    </message>
    <message>
        <source>Diz</source>
        <translation>眩</translation>
    </message>
    <message>
        <source>Shk</source>
        <translation>感電</translation>
    </message>
    <message>
        <source>Frz</source>
        <translation>凍</translation>
    </message>
    <message>
        <source>Stn</source>
        <translation>朦</translation>
    </message>
    <message>
        <source>Dom</source>
        <translation>支配</translation>
    </message>
    <message>
        <source>Cnf</source>
        <translation>混乱</translation>
    </message>
    <message>
        <source>Hal</source>
        <translation>幻</translation>
    </message>
    <message>
        <source>Hyp</source>
        <translation>催眠</translation>
    </message>
    <message>
        <source>Rag</source>
        <translation>激昂</translation>
    </message>
    <message>
        <source>Burning: damage at the end of each round, Disadvantage on Will tests</source>
        <translation>炎上：各ラウンドの終わりにダメージ、意志判定に不利</translation>
    </message>
    <message>
        <source>Dizzy: Disadvantage on all tests</source>
        <translation>めまい：すべての判定に不利</translation>
    </message>
    <message>
        <source>Shocked: Hindered, cannot oppose attacks, 1 Stress each turn</source>
        <translation>感電：移動阻害、攻撃に対抗できない、毎ターン1ストレス</translation>
    </message>
    <message>
        <source>Frozen: no moves</source>
        <translation>凍結：移動できない</translation>
    </message>
    <message>
        <source>Stunned: no actions or moves, cannot oppose attacks</source>
        <translation>朦朧：行動も移動もできず、攻撃に対抗できない</translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation>支配</translation>
    </message>
    <message>
        <source>Confused</source>
        <translation>混乱</translation>
    </message>
    <message>
        <source>Hallucinating</source>
        <translation>幻覚</translation>
    </message>
    <message>
        <source>Hypnotised: no actions or moves, cannot oppose attacks</source>
        <translation>催眠：行動も移動もできず、攻撃に対抗できない</translation>
    </message>
    <message>
        <source>Enraged: Advantage on melee attacks, cannot evade, only attacks enemies in melee</source>
        <translation>激昂：近接攻撃に有利、回避できない、近接で敵を攻撃することしかできない</translation>
    </message>
    <message>
        <source>%1 (failed shake-offs: %2; enemies gain an Advantage)</source>
        <translation>%1（振り払い失敗：%2回、敵は有利を得る）</translation>
    </message>
    <message>
        <source>Sprinting</source>
        <translation>全力疾走中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>走行中</translation>
    </message>
    <message>
        <source>CS</source>
        <translation>致命打</translation>
    </message>
    <message>
        <source>TC</source>
        <translation>集中困難</translation>
    </message>
    <message>
        <source>Frc</source>
        <translation>骨折（頭）</translation>
    </message>
    <message>
        <source>Bld</source>
        <translation>失明</translation>
    </message>
    <message>
        <source>Grz</source>
        <translation>かすり傷</translation>
    </message>
    <message>
        <source>InD</source>
        <translation>内部損傷</translation>
    </message>
    <message>
        <source>IBl</source>
        <translation>内出血</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>手の痛み</translation>
    </message>
    <message>
        <source>BFi</source>
        <translation>指の骨折</translation>
    </message>
    <message>
        <source>BWr</source>
        <translation>手首の骨折</translation>
    </message>
    <message>
        <source>BAr</source>
        <translation>腕の骨折</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>足の痛み</translation>
    </message>
    <message>
        <source>BTo</source>
        <translation>足指の骨折</translation>
    </message>
    <message>
        <source>BFt</source>
        <translation>足の骨折</translation>
    </message>
    <message>
        <source>BLg</source>
        <translation>脚の骨折</translation>
    </message>
    <message>
        <source>DL</source>
        <translation>薄れる光</translation>
    </message>
    <message>
        <source>HF</source>
        <translation>ひび割れ</translation>
    </message>
    <message>
        <source>PH</source>
        <translation>恐慌治癒</translation>
    </message>
    <message>
        <source>EC</source>
        <translation>存在の危機</translation>
    </message>
    <message>
        <source>Crucial Strike</source>
        <translation>致命打</translation>
    </message>
    <message>
        <source>Trouble Concentrating: a Disadvantage on Senses and Intellect tests each</source>
        <translation>集中困難: 感覚と知力のテストに1つずつ不利</translation>
    </message>
    <message>
        <source>Fracture: Confused</source>
        <translation>骨折: 混乱</translation>
    </message>
    <message>
        <source>Blinded: ranged attacks fail</source>
        <translation>失明: 射撃攻撃は失敗する</translation>
    </message>
    <message>
        <source>Graze</source>
        <translation>かすり傷</translation>
    </message>
    <message>
        <source>Inner Damage: an extra Wound when damaged, Disadvantage on Physique tests</source>
        <translation>内部損傷: ダメージでウーンドが1増え、体力のテストに不利</translation>
    </message>
    <message>
        <source>Internal Bleeding: Blood Loss</source>
        <translation>内出血: 失血</translation>
    </message>
    <message>
        <source>Hand Pain: 5 Stress when attacking with the weapon arm</source>
        <translation>手の痛み: 武器の腕で攻撃するとストレス5</translation>
    </message>
    <message>
        <source>Broken Fingers: a Disadvantage on attacks with the weapon arm each</source>
        <translation>指の骨折: 武器の腕での攻撃に1つずつ不利</translation>
    </message>
    <message>
        <source>Broken Wrist</source>
        <translation>手首の骨折</translation>
    </message>
    <message>
        <source>Broken Arm: no attacks with the weapon arm</source>
        <translation>腕の骨折: 武器の腕で攻撃できない</translation>
    </message>
    <message>
        <source>Foot Pain: 1 Stress per Basic Move</source>
        <translation>足の痛み: 基本移動ごとにストレス1</translation>
    </message>
    <message>
        <source>Broken Toes: Disadvantage on Grace tests</source>
        <translation>足指の骨折: 敏捷のテストに不利</translation>
    </message>
    <message>
        <source>Broken Foot: all movement Hindered</source>
        <translation>足の骨折: すべての移動が妨げられる</translation>
    </message>
    <message>
        <source>Broken Leg: prone, cannot stand, crawls</source>
        <translation>脚の骨折: 伏せ、立てず、這う</translation>
    </message>
    <message>
        <source>Dimming Light</source>
        <translation>薄れる光</translation>
    </message>
    <message>
        <source>Hairline Fracture</source>
        <translation>ヘアライン骨折</translation>
    </message>
    <message>
        <source>Panic Healing: 10 AT Field lost</source>
        <translation>恐慌治癒: ATフィールド10を失う</translation>
    </message>
    <message>
        <source>Existential Crisis</source>
        <translation>存在の危機</translation>
    </message>
    <message>
        <source>%1 (x%2)</source>
        <translation>%1（×%2）</translation>
    </message>
    <message>
        <source>Analysed (an Advantage against it)</source>
        <translation>分析済み（これに対して有利）</translation>
    </message>
    <message>
        <source>War Cry (a Disadvantage on its tests against the one who cried)</source>
        <translation>鬨の声（叫んだ者に対する判定に不利）</translation>
    </message>
    <message>
        <source>Taunted (it attacks the taunter more easily, others less)</source>
        <translation>挑発（挑発者への攻撃に有利、他には不利）</translation>
    </message>
    <message>
        <source>Distracted (its next test rolled twice, the worse kept)</source>
        <translation>陽動（次の判定は2回振り悪い方）</translation>
    </message>
    <message>
        <source>!Sh</source>
        <translation>!動</translation>
    </message>
    <message>
        <source>!Av</source>
        <translation>!避</translation>
    </message>
    <message>
        <source>!Pa</source>
        <translation>!慌</translation>
    </message>
    <message>
        <source>!Fz</source>
        <translation>!竦</translation>
    </message>
    <message>
        <source>!Ca</source>
        <translation>!昏</translation>
    </message>
    <message>
        <source>Shaken: a Disadvantage on all tests</source>
        <translation>動揺: すべての判定に不利1</translation>
    </message>
    <message>
        <source>Avoidance: will not go into melee with its source nor shoot at it; a Disadvantage on all tests while engaged with it</source>
        <translation>回避: 恐怖の源と近接戦に入らず、撃ちもしない。その相手と交戦中はすべての判定に不利1</translation>
    </message>
    <message>
        <source>Panic: only flees its source (moves away, runs, rises, defends); no attacks, no Chance Attacks</source>
        <translation>恐慌: 恐怖の源から逃げるのみ（離れる移動、走る、起き上がる、防御）。攻撃も機会攻撃もしない</translation>
    </message>
    <message>
        <source>Frozen with fear: no moves, no actions, cannot oppose attacks</source>
        <translation>恐怖によるすくみ: 移動も行動もできず、攻撃に対抗できない</translation>
    </message>
    <message>
        <source>Catatonia: frozen with fear and Helpless (attacks on it are Savage)</source>
        <translation>緊張病性昏迷: すくんで無力（その者への攻撃は残虐攻撃になる）</translation>
    </message>
    <message>
        <source>%1; afraid of %2 (failed shake-offs: %3)</source>
        <translation>%1。%2を恐れている（振り払いの失敗: %3）</translation>
    </message>
    <message>
        <source>%1 (failed shake-offs: %2)</source>
        <translation>%1（振り払いの失敗: %2）</translation>
    </message>
</context>
<context>
    <name>CombatOverlay</name>
    <message>
        <source>Reveal, round %1</source>
        <translation>公開：第%1ラウンド</translation>
    </message>
    <message>
        <source>Combat, round %1</source>
        <translation>戦闘：第%1ラウンド</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>No attack card: the combat ends.</source>
        <translation>攻撃カードなし：戦闘は終わります。</translation>
    </message>
    <message>
        <source>The Sword chooses attack cards face down (drag them onto the enemy kaiju, or click them and play).</source>
        <translation>ソードが攻撃カードを裏向きで選びます（敵の怪獣へドラッグするか、クリックしてから出す）。</translation>
    </message>
    <message>
        <source>RAGE</source>
        <translation>怒り</translation>
    </message>
    <message>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>防がれた</translation>
    </message>
    <message>
        <source>↩ −%1</source>
        <translation>↩ −%1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>応答なし</translation>
    </message>
    <message>
        <source>drop a shield card</source>
        <translation>シールドのカードをドロップ</translation>
    </message>
    <message>
        <source>no answer yet</source>
        <translation>まだ応答なし</translation>
    </message>
    <message>
        <source>Rampage</source>
        <translation>暴走</translation>
    </message>
</context>
<context>
    <name>CombatTray</name>
    <message numerus="yes">
        <source>Critical: %n DoS</source>
        <translation>
            <numerusform>クリティカル：成功度%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fumble: %n DoF</source>
        <translation>
            <numerusform>ファンブル：失敗度%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Success: %n DoS</source>
        <translation>
            <numerusform>成功：成功度%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Failure: %n DoF</source>
        <translation>
            <numerusform>失敗：失敗度%n</numerusform>
        </translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>基本値%1</translation>
    </message>
    <message>
        <source>Dice tray: no attack rolled yet</source>
        <translation>ダイストレイ：まだ攻撃ロールなし</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 wins</source>
        <translation>%1が%2を攻撃：%3の勝ち</translation>
    </message>
    <message>
        <source>%1 attacks, unopposed: a hit</source>
        <translation>%1の攻撃、対抗なし：命中</translation>
    </message>
    <message>
        <source>%1 attacks, unopposed: a miss</source>
        <translation>%1の攻撃、対抗なし：外れ</translation>
    </message>
    <message>
        <source>%1: rolled %2 against %3</source>
        <translation>%1：目標値%3に対し出目%2</translation>
    </message>
    <message>
        <source>Hit location (%1): %2</source>
        <translation>命中部位（%1）：%2</translation>
    </message>
    <message>
        <source>Called hit location: %1</source>
        <translation>指定した命中部位：%1</translation>
    </message>
    <message>
        <source>Damage %1 against Defence %2 (Physique Bonus %3 + armour %4)</source>
        <translation>ダメージ%1 対 防御%2（肉体ボーナス%3＋装甲%4）</translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s) to %1</source>
        <translation>
            <numerusform>%1に負傷%n</numerusform>
        </translation>
    </message>
    <message>
        <source>No wound: the armour holds</source>
        <translation>負傷なし：装甲が防いだ</translation>
    </message>
    <message numerus="yes">
        <source>%n injury(ies)</source>
        <translation>
            <numerusform>重傷%n</numerusform>
        </translation>
    </message>
    <message>
        <source>down</source>
        <translation>戦闘不能</translation>
    </message>
    <message>
        <source>%1 tests Leaping: passed, the leap is not Hindered</source>
        <translation>%1の跳躍の判定：成功、跳躍は妨害されない</translation>
    </message>
    <message>
        <source>%1 tests Leaping: failed</source>
        <translation>%1の跳躍の判定：失敗</translation>
    </message>
    <message numerus="yes">
        <source>%1 jumps down: the test takes %n off the fall&apos;s damage</source>
        <translation>
            <numerusform>%1は飛び降りる：判定で落下ダメージが%n減る</numerusform>
        </translation>
    </message>
    <message>
        <source>The fall: damage %1 (armour does not count)</source>
        <translation>落下：ダメージ%1（装甲は数えない）</translation>
    </message>
    <message>
        <source>No wound</source>
        <translation>負傷なし</translation>
    </message>
    <message>
        <source>Exploit Hit (+1 wound)</source>
        <translation>エクスプロイト・ヒット（負傷+1）</translation>
    </message>
</context>
<context>
    <name>CouchPanel</name>
    <message>
        <source>Waiting for %1&apos;s phone</source>
        <translation>%1のスマートフォンを待っています</translation>
    </message>
    <message>
        <source>Scan to take seat %1</source>
        <translation>読み取って席%1に着く</translation>
    </message>
    <message>
        <source>Phone away; it reconnects by itself</source>
        <translation>スマートフォンが離れています（自動で再接続します）</translation>
    </message>
    <message>
        <source>Joined; press Ready on the phone</source>
        <translation>参加しました。スマートフォンで「準備完了」を押してください</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Phone connected</source>
        <translation>スマートフォン接続中</translation>
    </message>
    <message>
        <source>QR code of the page for seat %1</source>
        <translation>席%1のページのQRコード</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>新しいコード</translation>
    </message>
    <message>
        <source>For a lost phone: the old code and the phone on this seat are cut off</source>
        <translation>スマートフォンをなくしたとき用：古いコードとこの席のスマートフォンは切断されます</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Players, take your seats with your phones</source>
        <translation>スマートフォンで席に着いてください</translation>
    </message>
    <message>
        <source>On this screen, behind a curtain: %1</source>
        <translation>この画面でカーテン越しにプレイ：%1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>%1&apos;s hand is showing</source>
        <translation>%1の手札を表示中</translation>
    </message>
    <message>
        <source>%1 decides on this screen</source>
        <translation>%1がこの画面で選びます</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>私は %1 です</translation>
    </message>
    <message>
        <source>Hide my hand</source>
        <translation>手札を隠す</translation>
    </message>
    <message>
        <source>Code %1</source>
        <translation>コード %1</translation>
    </message>
    <message>
        <source>Scan your seat&apos;s QR code with the phone&apos;s camera (the phone must be on the same network as this computer), or open the address under it in the phone&apos;s browser and type the seat&apos;s code. The game starts when every phone is ready.</source>
        <translation>自分の席のQRコードをスマートフォンのカメラで読み取ってください（スマートフォンはこのコンピューターと同じネットワークにつないでください）。または、その下のアドレスをスマートフォンのブラウザーで開き、席のコードを入力してください。全員のスマートフォンが準備完了になるとゲームが始まります。</translation>
    </message>
    <message>
        <source>their move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>phone away; it reconnects by itself</source>
        <translation>接続が切れています（自動で再接続します）</translation>
    </message>
    <message>
        <source>phone connected</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>Ask %1 about reactions:</source>
        <translation>%1 にリアクションを尋ねる:</translation>
    </message>
</context>
<context>
    <name>CounterBadge</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>%1 にコンピューターを渡してください</translation>
    </message>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>他の人は画面を見ないでください。</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>私は %1 です</translation>
    </message>
    <message>
        <source>Pass without looking</source>
        <translation>見ずにパス</translation>
    </message>
    <message>
        <source>%1 passes without showing their hand</source>
        <translation>%1 は手札を見せずにパスします</translation>
    </message>
    <message>
        <source>Ask %1 about reactions:</source>
        <translation>%1 にリアクションを尋ねる:</translation>
    </message>
    <message>
        <source>%1 may answer here; the hand stays hidden:</source>
        <translation>%1 はここで答えられます（手札は隠れたまま）:</translation>
    </message>
    <message>
        <source>%1 answers without showing their hand</source>
        <translation>%1 が手札を見せずに答えます</translation>
    </message>
</context>
<context>
    <name>DeckBuilderPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>(starter, read-only)</source>
        <translation>(スターター、読み取り専用)</translation>
    </message>
    <message>
        <source>Open a deck…</source>
        <translation>デッキを開く…</translation>
    </message>
    <message>
        <source>%1 (starter deck)</source>
        <translation>%1 (スターターデッキ)</translation>
    </message>
    <message>
        <source>Open a deck</source>
        <translation>デッキを開く</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>新しいデッキ</translation>
    </message>
    <message>
        <source>Copy to edit</source>
        <translation>コピーして編集</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Search names and rules text</source>
        <translation>カード名とルールテキストを検索</translation>
    </message>
    <message>
        <source>Search cards</source>
        <translation>カードを検索</translation>
    </message>
    <message>
        <source>Owned only</source>
        <translation>所有のみ</translation>
    </message>
    <message>
        <source>Hide filters</source>
        <translation>フィルターを隠す</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>フィルター</translation>
    </message>
    <message>
        <source>Cards: Enter adds the focused card to the deck, Z shows it large</source>
        <translation>カード一覧: Enter でフォーカス中のカードをデッキに追加、Z で拡大表示</translation>
    </message>
    <message>
        <source>%1 in deck</source>
        <translation>デッキに %1 枚</translation>
    </message>
    <message>
        <source>Drag a card onto a section of the deck, double-click it, or press Enter. Drag it back out to take it away. Right-click or Z shows a card large.</source>
        <translation>カードをデッキの区分へドラッグするか、ダブルクリックまたは Enter で追加します。デッキの外へドラッグすると取り除けます。右クリックまたは Z でカードを拡大表示します。</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>デッキ名</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Legal deck</source>
        <translation>構築ルールを満たしています</translation>
    </message>
    <message>
        <source>Not legal yet:</source>
        <translation>まだ構築ルールを満たしていません:</translation>
    </message>
    <message>
        <source>This game&apos;s deck rules are not available yet, so legality cannot be checked.</source>
        <translation>このゲームのデッキ構築ルールはまだ利用できないため、適正かどうかを確認できません。</translation>
    </message>
    <message>
        <source>Drop cards here</source>
        <translation>ここにカードをドロップ</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>One fewer %1</source>
        <translation>%1 を1枚減らす</translation>
    </message>
    <message>
        <source>One more %1</source>
        <translation>%1 を1枚増やす</translation>
    </message>
    <message>
        <source>%1 curve</source>
        <translation>%1 カーブ</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>%1 別</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Copy list</source>
        <translation>リストをコピー</translation>
    </message>
    <message>
        <source>Paste list</source>
        <translation>リストを貼り付け</translation>
    </message>
    <message>
        <source>Deck list file</source>
        <translation>デッキリストファイル</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>Discard the unsaved changes to "%1"?</source>
        <translation>「%1」の保存していない変更を破棄しますか?</translation>
    </message>
    <message>
        <source>Delete the deck "%1"?</source>
        <translation>デッキ「%1」を削除しますか?</translation>
    </message>
    <message>
        <source>No game with decks has its cards installed yet. Decks are built for a game once its card files are in %1.</source>
        <translation>デッキを使うゲームのカードがまだインストールされていません。ゲームのカードファイルが %1 に入るとデッキを組めます。</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice %1: %2</source>
        <translation>ダイス %1: %2</translation>
    </message>
    <message>
        <source>No dice rolled</source>
        <translation>まだダイスを振っていません</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>EncounterEditor</name>
    <message>
        <source>%1 (my map)</source>
        <translation>%1（自作マップ）</translation>
    </message>
    <message>
        <source>Raise the ground 1 metre</source>
        <translation>地面を1メートル上げる</translation>
    </message>
    <message>
        <source>Lower the ground 1 metre</source>
        <translation>地面を1メートル下げる</translation>
    </message>
    <message>
        <source>No wall under %1: move the token first.</source>
        <translation>%1の下に壁は置けません。先にトークンを動かしてください。</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>元に戻しました。</translation>
    </message>
    <message>
        <source>%1 would stand off the map.</source>
        <translation>%1がマップの外に出てしまいます。</translation>
    </message>
    <message>
        <source>%1 cannot stand in a wall.</source>
        <translation>%1は壁の中に立てません。</translation>
    </message>
    <message>
        <source>%1 cannot stand on %2.</source>
        <translation>%1は%2と同じマスに立てません。</translation>
    </message>
    <message>
        <source>%1 moved to %2.</source>
        <translation>%1を%2に移動しました。</translation>
    </message>
    <message>
        <source>Give the encounter a title.</source>
        <translation>遭遇にタイトルを付けてください。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Edit the encounter before it starts</source>
        <translation>開始前に遭遇を編集</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Title of the new encounter</source>
        <translation>新しい遭遇のタイトル</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Save as a new encounter</source>
        <translation>新しい遭遇として保存</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>塗る</translation>
    </message>
    <message>
        <source>Press or drag on the map to paint. Drag a token to move it.</source>
        <translation>マップをクリックまたはドラッグして塗ります。トークンはドラッグで動かします。</translation>
    </message>
    <message>
        <source>%1 picked up: Enter on a square puts it down.</source>
        <translation>%1を持ち上げました。マスでEnterを押すと置きます。</translation>
    </message>
</context>
<context>
    <name>EndGameOverlay</name>
    <message>
        <source>The game is a draw</source>
        <translation>引き分けです</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 の勝ち</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>ゲーム一覧へ戻る</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>勝者なし</translation>
    </message>
    <message>
        <source>Seed %1. The same seed deals the same cards again; to replay this game from the start in a terminal:</source>
        <translation>シード %1。同じシードなら同じ札が配られます。このゲームを最初からターミナルで再現するには:</translation>
    </message>
    <message>
        <source>Command that replays this game</source>
        <translation>このゲームを再現するコマンド</translation>
    </message>
</context>
<context>
    <name>EvaTile</name>
    <message>
        <source>down</source>
        <translation>ダウン</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>ダウン</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>出撃中</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>戦闘力</translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation>戦闘力%1</translation>
    </message>
    <message>
        <source>To battle</source>
        <translation>出撃</translation>
    </message>
    <message>
        <source>Send?</source>
        <translation>出撃？</translation>
    </message>
</context>
<context>
    <name>FighterPanel</name>
    <message>
        <source>Sword</source>
        <translation>ソード</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>シールド</translation>
    </message>
    <message>
        <source>%1 pool: %2 cost boxes left this combat</source>
        <translation>%1プール：この戦闘で残りコスト枠 %2</translation>
    </message>
    <message>
        <source>Knocked out</source>
        <translation>ノックアウト</translation>
    </message>
    <message>
        <source>Damage %1 / %2</source>
        <translation>ダメージ %1 / %2</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
</context>
<context>
    <name>GrimoireBreakdown</name>
    <message>
        <source>Decided by the contracts (check 1 of 3)</source>
        <translation>契約で決着（判定 1/3）</translation>
    </message>
    <message>
        <source>Decided by element majorities (check 2 of 3)</source>
        <translation>色ごとの魔力の多さで決着（判定 2/3）</translation>
    </message>
    <message>
        <source>Decided by cards left in hand (check 3 of 3)</source>
        <translation>残った手札の枚数で決着（判定 3/3）</translation>
    </message>
    <message>
        <source>All three checks were tied</source>
        <translation>3つの判定すべてが同点でした</translation>
    </message>
    <message>
        <source>%1&apos;s contract: %2, %3 power against %4 (%5)</source>
        <translation>%1 の契約: %2、魔力 %3 対 %4（%5）</translation>
    </message>
    <message>
        <source>fulfilled</source>
        <translation>達成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>%1 made no contract (failed)</source>
        <translation>%1 は契約をしていません（失敗）</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Spells left in hand: %1 %2, %3 %4</source>
        <translation>残った手札の呪文: %1 %2枚、%3 %4枚</translation>
    </message>
</context>
<context>
    <name>GrimoireRules</name>
    <message>
        <source>Setting up</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Two investigators play. Shuffle the 40 grimoires into a deck. Each player takes the five spells (Cthugha red, Cthulhu blue, Hastur yellow, Nyarlathotep black, Eihort white); one of them is sealed at random and set aside unseen by the opponent. The seed decides who starts; the starting player changes every round.</source>
        <translation>2人の探索者が遊びます。40枚の魔導書をシャッフルして山札にします。各プレイヤーは5枚の呪文（クトゥグア＝赤、クトゥルフ＝青、ハスター＝黄、ニャルラトホテプ＝黒、エイホート＝白）を受け取り、そのうち1枚をランダムに封印して相手に見せずに脇に置きます。最初のプレイヤーはシードで決まり、ラウンドごとに交代します。</translation>
    </message>
    <message>
        <source>Rounds and turns</source>
        <translation>ラウンドとターン</translation>
    </message>
    <message>
        <source>There are eight rounds, with the contract step between rounds 4 and 5. At the start of a round its starting player lays five grimoires face up in the explore area. Then the players take four turns: starter, opponent, starter, opponent. In each turn you must acquire a grimoire and you may cast one spell, in either order. The fourth turn of a round acquires two grimoires. Press End turn when you are done.</source>
        <translation>ゲームは8ラウンドで、ラウンド4と5の間に契約フェイズがあります。ラウンドの始めに、そのラウンドの開始プレイヤーが魔導書5枚を表向きで探索エリアに並べます。その後、開始プレイヤー、相手、開始プレイヤー、相手の順に4ターンを行います。各ターンでは魔導書を必ず1枚獲得し、呪文を1回唱えることができます（順番は自由）。ラウンドの4ターン目は魔導書を2枚獲得します。終わったら「ターン終了」を押します。</translation>
    </message>
    <message>
        <source>Acquiring grimoires</source>
        <translation>魔導書の獲得</translation>
    </message>
    <message>
        <source>Take one grimoire from the explore area and place it in your library on its colour. Each card gives one power of its colour. Drag it onto the matching column, or click it.</source>
        <translation>探索エリアから魔導書を1枚取り、自分の書庫のその色の列に置きます。各カードはその色の魔力を1与えます。同じ色の列にドラッグするか、クリックしてください。</translation>
    </message>
    <message>
        <source>Insight cards</source>
        <translation>洞察カード</translation>
    </message>
    <message>
        <source>An Insight 3 card acquired in the third or fourth turn of a round turns sideways and gives two power instead of one. An Insight 5 card can never be acquired late enough, so only Eihort turns it.</source>
        <translation>洞察3のカードをラウンドの3ターン目か4ターン目に獲得すると横向きになり、魔力1ではなく2を与えます。洞察5のカードはそこまで遅く獲得できないので、横向きにできるのはエイホートだけです。</translation>
    </message>
    <message>
        <source>Turbidity cards</source>
        <translation>混濁カード</translation>
    </message>
    <message>
        <source>A turbidity card shows two colours. When you acquire it, choose one of them: it lies on that colour and gives one power there. Nyarlathotep can move it to its other colour later.</source>
        <translation>混濁カードには2つの色があります。獲得するときにどちらかを選ぶと、その色の列に置かれ、その色の魔力を1与えます。後でニャルラトホテプがもう一方の色へ動かせます。</translation>
    </message>
    <message>
        <source>Casting spells</source>
        <translation>呪文を唱える</translation>
    </message>
    <message>
        <source>Once per turn you may cast a spell from your hand if you have at least 3 power of its colour; with 5 or more you get its stronger effect. A spell cast from hand goes to the purge area for the rest of the game. A spell with no target still resolves as far as it can.</source>
        <translation>その色の魔力が3以上あれば、ターンに1回、手札から呪文を唱えられます。5以上なら強い方の効果になります。手札から唱えた呪文はゲームの残りの間、除外エリアに置かれます。対象がない呪文も、できる範囲で解決されます。</translation>
    </message>
    <message>
        <source>Hastur, the counterspell</source>
        <translation>ハスター（対抗呪文）</translation>
    </message>
    <message>
        <source>Hastur is cast only during your opponent&apos;s turn, answering a spell they just declared. With 3 yellow power it stops a red or blue spell; with 5 (or from your contract) it also stops black and white spells. Answering with Hastur does not use up your own turn&apos;s spell. When your opponent casts, you will be asked whether to answer even if you cannot, so the question itself gives nothing away.</source>
        <translation>ハスターは相手のターンに、相手が宣言した呪文に応じてだけ唱えられます。黄の魔力3なら赤か青の呪文を打ち消し、5（または契約から）なら黒と白の呪文も打ち消します。ハスターで応じても、自分のターンの呪文は使ったことになりません。相手が唱えたとき、応じられない場合でも確認されるので、確認されたこと自体から何も分かりません。</translation>
    </message>
    <message>
        <source>The contract with the demon</source>
        <translation>悪魔との契約</translation>
    </message>
    <message>
        <source>After round 4, each player places one spell from hand face down under contract. It is no longer in your hand. Once per game you may cast it as if you had 5 power of its colour; it then stays revealed under contract.</source>
        <translation>ラウンド4の後、各プレイヤーは手札の呪文1枚を裏向きで契約に置きます。それはもう手札ではありません。ゲーム中1回、その色の魔力が5あるものとして唱えられ、その後は表向きのまま契約に残ります。</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>勝敗</translation>
    </message>
    <message>
        <source>After round 8 three checks are made in order. First the contracts: each player compares their power in their contract&apos;s colour with the opponent&apos;s power in that colour; having less means the contract failed (a tie fulfils it, and having no contract counts as failing). If exactly one player failed, they lose. Otherwise count the colours in which each player has more power; more colours wins. If that is tied, more spells left in hand wins; otherwise the game is a draw.</source>
        <translation>ラウンド8の後、3つの判定を順に行います。まず契約: 各プレイヤーは契約の色について自分の魔力と相手の魔力を比べ、少なければ契約失敗です（同点は達成、契約がなければ失敗）。一方だけが失敗したら、そのプレイヤーの負けです。そうでなければ、魔力が相手より多い色の数を比べ、多い方が勝ちます。それも同じなら残った手札の多い方が勝ち、それも同じなら引き分けです。</translation>
    </message>
    <message>
        <source>Grimoire: how to play</source>
        <translation>グリモア: 遊び方</translation>
    </message>
</context>
<context>
    <name>GrimoireTable</name>
    <message>
        <source>Round %1, turn %2</source>
        <translation>ラウンド %1、ターン %2</translation>
    </message>
    <message>
        <source>%1 starts this round</source>
        <translation>このラウンドは %1 から</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Explore area</source>
        <translation>探索エリア</translation>
    </message>
    <message>
        <source>Refilled with 5 grimoires at the start of each round</source>
        <translation>各ラウンドの始めに魔導書5枚を補充</translation>
    </message>
    <message>
        <source>Cast a spell here</source>
        <translation>ここで呪文を唱える</translation>
    </message>
    <message>
        <source>%1 casts %2 (level %3)</source>
        <translation>%1 が %2 を唱えた（レベル %3）</translation>
    </message>
    <message>
        <source>Countered!</source>
        <translation>打ち消された！</translation>
    </message>
    <message>
        <source>Purge area</source>
        <translation>除外エリア</translation>
    </message>
    <message>
        <source>(one a turn)</source>
        <translation>（1ターンに1回）</translation>
    </message>
    <message>
        <source>Cast spells and banished grimoires</source>
        <translation>唱えられた呪文と追放された魔導書</translation>
    </message>
</context>
<context>
    <name>GrimoireTexts</name>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Cthugha</source>
        <translation>クトゥグア</translation>
    </message>
    <message>
        <source>Cthulhu</source>
        <translation>クトゥルフ</translation>
    </message>
    <message>
        <source>Hastur</source>
        <translation>ハスター</translation>
    </message>
    <message>
        <source>Nyarlathotep</source>
        <translation>ニャルラトホテプ</translation>
    </message>
    <message>
        <source>Eihort</source>
        <translation>エイホート</translation>
    </message>
    <message>
        <source>Banish 1 card from your opponent&apos;s library.</source>
        <translation>相手の書庫のカードを1枚除外する。</translation>
    </message>
    <message>
        <source>Banish 1 or 2 cards from your opponent&apos;s library.</source>
        <translation>相手の書庫のカードを1～2枚除外する。</translation>
    </message>
    <message>
        <source>Your opponent loses 1 random spell from hand.</source>
        <translation>相手は手札の呪文をランダムに1枚失う。</translation>
    </message>
    <message>
        <source>Your opponent loses 2 random spells from hand.</source>
        <translation>相手は手札の呪文をランダムに2枚失う。</translation>
    </message>
    <message>
        <source>Cast on your opponent&apos;s turn: counter a red or blue spell.</source>
        <translation>相手のターンに唱える: 赤か青の呪文を打ち消す。</translation>
    </message>
    <message>
        <source>Cast on your opponent&apos;s turn: counter a red, blue, black or white spell.</source>
        <translation>相手のターンに唱える: 赤・青・黒・白の呪文を打ち消す。</translation>
    </message>
    <message>
        <source>Flip up to 2 turbidity cards in any library to their other colour.</source>
        <translation>いずれかの書庫の混濁カードを2枚まで、もう一方の色へ動かす。</translation>
    </message>
    <message>
        <source>Flip up to 4 turbidity cards in any library to their other colour.</source>
        <translation>いずれかの書庫の混濁カードを4枚まで、もう一方の色へ動かす。</translation>
    </message>
    <message>
        <source>Turn one Insight 5 card of yours sideways: it gives 2 power.</source>
        <translation>自分の洞察5のカード1枚を横向きにする: 魔力2を与える。</translation>
    </message>
    <message>
        <source>Turn all your Insight 5 cards sideways: each gives 2 power.</source>
        <translation>自分の洞察5のカードをすべて横向きにする: それぞれ魔力2を与える。</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>%1 grimoire, Insight %2</source>
        <translation>%1の魔導書（洞察%2）</translation>
    </message>
    <message>
        <source>Turbidity grimoire (%1 or %2)</source>
        <translation>混濁の魔導書（%1か%2）</translation>
    </message>
    <message>
        <source>%1 grimoire</source>
        <translation>%1の魔導書</translation>
    </message>
    <message>
        <source>3 %1 power: %2</source>
        <translation>%1の魔力3: %2</translation>
    </message>
    <message>
        <source>5 %1 power: %2</source>
        <translation>%1の魔力5: %2</translation>
    </message>
    <message>
        <source>Gives 1 power. Acquired in turn 3 or 4 of a round, it turns sideways and gives 2.</source>
        <translation>魔力1を与える。ラウンドの3か4ターン目に獲得すると横向きになり、魔力2を与える。</translation>
    </message>
    <message>
        <source>Gives 1 power. Only Eihort can turn it sideways, and then it gives 2.</source>
        <translation>魔力1を与える。エイホートだけが横向きにでき、そのとき魔力2を与える。</translation>
    </message>
    <message>
        <source>Choose its colour when you acquire it: %1 or %2. Gives 1 power there.</source>
        <translation>獲得するときに色を選ぶ: %1か%2。その色の魔力1を与える。</translation>
    </message>
    <message>
        <source>Gives 1 %1 power.</source>
        <translation>%1の魔力1を与える。</translation>
    </message>
    <message>
        <source>Acquire onto %1</source>
        <translation>%1に獲得する</translation>
    </message>
    <message>
        <source>Acquire</source>
        <translation>獲得する</translation>
    </message>
    <message>
        <source>Cast %1 from your contract (as 5)</source>
        <translation>契約から%1を唱える（魔力5扱い）</translation>
    </message>
    <message>
        <source>Cast %1</source>
        <translation>%1を唱える</translation>
    </message>
    <message>
        <source>Counter with Hastur from your contract</source>
        <translation>契約のハスターで打ち消す</translation>
    </message>
    <message>
        <source>Counter with Hastur</source>
        <translation>ハスターで打ち消す</translation>
    </message>
    <message>
        <source>Let it resolve</source>
        <translation>解決させる</translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation>このカードを選ぶ</translation>
    </message>
    <message>
        <source>Done choosing</source>
        <translation>選択を終える</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>ターン終了</translation>
    </message>
    <message>
        <source>Place %1 under contract</source>
        <translation>%1を契約に置く</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Tabletop</source>
        <translation>テーブルトップ</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>About</source>
        <translation>このアプリについて</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>ゲームを選ぶ</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <source>%1-%2 players</source>
        <translation>%1～%2人</translation>
    </message>
    <message>
        <source>New hot-seat game</source>
        <translation>新しいホットシート対戦</translation>
    </message>
    <message>
        <source>Not yet playable</source>
        <translation>まだ遊べません</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>コレクション</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>LANゲームを主催</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>LANゲームに参加</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>あなたのゲーム</translation>
    </message>
</context>
<context>
    <name>InitiativeTrack</name>
    <message>
        <source>%1, initiative %2</source>
        <translation>%1、イニシアチブ %2</translation>
    </message>
    <message>
        <source>%1 (acting now)</source>
        <translation>%1（行動中）</translation>
    </message>
    <message>
        <source>Initiative order</source>
        <translation>イニシアチブ順</translation>
    </message>
    <message>
        <source>No combatants</source>
        <translation>戦闘参加者なし</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <source>Init. %1</source>
        <translation>イニシアチブ %1</translation>
    </message>
</context>
<context>
    <name>KaijuCard</name>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>%1, %2 card, damage %3, toughness %4</source>
        <translation>%1、%2カード、ダメージ %3、タフネス %4</translation>
    </message>
    <message>
        <source>sword</source>
        <translation>ソード</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>シールド</translation>
    </message>
    <message>
        <source>%1, %2, fortitude %3, glory %4</source>
        <translation>%1、%2、耐久 %3、栄光 %4</translation>
    </message>
    <message>
        <source>%1, kaiju, Ferocity %2, Agility %3, Power %4, Fortitude %5</source>
        <translation>%1、怪獣、凶暴 %2、敏捷 %3、パワー %4、耐久 %5</translation>
    </message>
    <message>
        <source>Fort.</source>
        <translation>耐久</translation>
    </message>
    <message>
        <source>MOVE %1</source>
        <translation>移動 %1</translation>
    </message>
    <message>
        <source>RANGE %1</source>
        <translation>射程 %1</translation>
    </message>
    <message>
        <source>%1, ally, Ferocity %2, Agility %3, Power %4, Fortitude %5, %6</source>
        <translation>%1、味方、凶暴 %2、敏捷 %3、パワー %4、耐久 %5、%6</translation>
    </message>
    <message>
        <source>%1, event: %2</source>
        <translation>%1、イベント：%2</translation>
    </message>
    <message>
        <source>%1, team card: %2; %3</source>
        <translation>%1、チームカード：%2；%3</translation>
    </message>
    <message>
        <source>%1, event of the Action phase: %2</source>
        <translation>%1、アクションフェイズのイベント：%2</translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation>アクションフェイズ</translation>
    </message>
</context>
<context>
    <name>KaijuLook</name>
    <message>
        <source>Trench</source>
        <translation>海溝</translation>
    </message>
    <message>
        <source>Iron</source>
        <translation>鋼鉄</translation>
    </message>
    <message>
        <source>Ember</source>
        <translation>熾火</translation>
    </message>
    <message>
        <source>armored</source>
        <translation>装甲</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>飛行</translation>
    </message>
    <message>
        <source>electric</source>
        <translation>電撃</translation>
    </message>
    <message>
        <source>aquatic</source>
        <translation>水棲</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>火炎</translation>
    </message>
    <message>
        <source>giant</source>
        <translation>巨体</translation>
    </message>
    <message>
        <source>Kaiju</source>
        <translation>怪獣</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>ロケーション</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>敵対者</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>味方</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Scar</source>
        <translation>傷跡</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>COUNTERATTACK</source>
        <translation>反撃</translation>
    </message>
    <message>
        <source>FIERCE</source>
        <translation>猛撃</translation>
    </message>
    <message>
        <source>CHAIN</source>
        <translation>連撃</translation>
    </message>
    <message>
        <source>DODGE</source>
        <translation>回避</translation>
    </message>
    <message>
        <source>QUICK</source>
        <translation>迅速</translation>
    </message>
    <message>
        <source>F</source>
        <translation>凶</translation>
    </message>
    <message>
        <source>A</source>
        <translation>敏</translation>
    </message>
    <message>
        <source>P</source>
        <translation>力</translation>
    </message>
    <message>
        <source>Ferocity</source>
        <translation>凶暴</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <source>Discard &amp; Draw</source>
        <translation>捨て札と補充</translation>
    </message>
    <message>
        <source>Planning</source>
        <translation>計画</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>選出</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>挑戦</translation>
    </message>
    <message>
        <source>Scars</source>
        <translation>傷跡</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Rampage: who plays for the city</source>
        <translation>暴走：都市側のプレイヤー</translation>
    </message>
    <message>
        <source>Rampage: fight on?</source>
        <translation>暴走：戦い続ける？</translation>
    </message>
    <message>
        <source>Rampage: the city&apos;s hand</source>
        <translation>暴走：都市側の手札</translation>
    </message>
    <message>
        <source>Team fight: who joins</source>
        <translation>チーム戦：参加するキャラクター</translation>
    </message>
    <message>
        <source>+%1 glory</source>
        <translation>栄光+%1</translation>
    </message>
    <message>
        <source>+%1 energy</source>
        <translation>エネルギー+%1</translation>
    </message>
    <message>
        <source>draw %1 combat</source>
        <translation>戦闘カードを%1枚引く</translation>
    </message>
    <message>
        <source>draw %1 planning</source>
        <translation>計画カードを%1枚引く</translation>
    </message>
    <message>
        <source>your kaiju heal %1</source>
        <translation>あなたの怪獣が%1回復</translation>
    </message>
    <message>
        <source>%1 damage to the front city card</source>
        <translation>先頭の都市カードに%1ダメージ</translation>
    </message>
    <message>
        <source>Needs: %1 member</source>
        <translation>条件：%1のメンバー</translation>
    </message>
    <message>
        <source>Needs: %1 kaiju</source>
        <translation>条件：%1の怪獣</translation>
    </message>
    <message>
        <source>Team card</source>
        <translation>チームカード</translation>
    </message>
    <message>
        <source> or </source>
        <translation>または</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>%1を持つ</translation>
    </message>
    <message>
        <source>Fortitude %1 or less</source>
        <translation>耐久%1以下</translation>
    </message>
    <message>
        <source>Up to %1 kaiju: %2</source>
        <translation>怪獣最大%1体：%2</translation>
    </message>
    <message>
        <source>Rampages: +%1 damage per attack</source>
        <translation>暴れ：攻撃ごとにダメージ+%1</translation>
    </message>
    <message>
        <source>Entering the city: +%1 energy</source>
        <translation>街に入ると：エネルギー+%1</translation>
    </message>
    <message>
        <source>Active characters are %1</source>
        <translation>アクティブなキャラクターは%1</translation>
    </message>
    <message>
        <source>Initiative %1 · Planning draw %2 · Fury %3 · Fortitude +%4</source>
        <translation>イニシアチブ %1 · 計画ドロー %2 · 憤怒 %3 · 耐久 +%4</translation>
    </message>
</context>
<context>
    <name>KaijuRules</name>
    <message>
        <source>Teams and decks</source>
        <translation>チームとデッキ</translation>
    </message>
    <message>
        <source>Each player brings a team of up to three kaiju of one affiliation, a planning deck (30 cards or more, at most 3 copies of a card) and a combat deck (20 cards or more, as many sword as shield cards, at most 2 copies). Each draws 5 combat cards and 5 planning cards and takes 10 energy plus the highest Power of its team. The seed breaks ties in initiative; the order is kept for the whole game.</source>
        <translation>各プレイヤーは同じ所属の怪獣3体までのチーム、計画デッキ（30枚以上、同じカードは3枚まで）、戦闘デッキ（20枚以上、ソードとシールドのカードが同数、同じカードは2枚まで）を持ち込みます。戦闘カード5枚と計画カード5枚を引き、エネルギー10にチームで最も高いパワーを加えた値を得ます。イニシアチブの同点はシードで決まり、その順番はゲームの間ずっと変わりません。</translation>
    </message>
    <message>
        <source>Discard &amp; Draw</source>
        <translation>捨て札と補充</translation>
    </message>
    <message>
        <source>At the start of each turn every player, privately and at the same time, discards any planning cards and draws back up to 5. In hot-seat each player does it behind the curtain: click the cards to discard, then the button.</source>
        <translation>各ターンの始めに、全プレイヤーが同時に非公開で計画カードを好きな枚数捨て、5枚まで引き直します。ホットシートではカーテンの向こうで一人ずつ行います：捨てるカードをクリックしてからボタンを押してください。</translation>
    </message>
    <message>
        <source>Planning</source>
        <translation>計画</translation>
    </message>
    <message>
        <source>Active Character Selection</source>
        <translation>アクティブキャラクターの選出</translation>
    </message>
    <message>
        <source>In initiative order each player sends one conscious kaiju into the city: click it. It is active until the end of the turn and takes the team&apos;s action.</source>
        <translation>イニシアチブ順に、各プレイヤーは意識のある怪獣を1体街へ送り込みます（クリック）。その怪獣はターン終了までアクティブで、チームのアクションを行います。</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>アクション</translation>
    </message>
    <message>
        <source>Roar</source>
        <translation>咆哮</translation>
    </message>
    <message>
        <source>A roar gives the team 2 energy, then either draws 2 combat cards, or discards the combat cards you chose (click them first) and draws back up to 5. Only a redraw discards cards.</source>
        <translation>咆哮はチームにエネルギー2を与え、戦闘カードを2枚引くか、選んだ戦闘カード（先にクリック）を捨てて5枚まで引き直します。カードを捨てるのは引き直しのときだけです。</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>挑戦</translation>
    </message>
    <message>
        <source>The challenged player answers first: accept, and the kaiju enters the city and fights; decline, and the challenger&apos;s action is over.</source>
        <translation>挑戦されたプレイヤーが先に答えます：受ければその怪獣は街に入って戦い、断れば挑戦者のアクションは終わります。</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>The attacker is the Sword of round 1, the defender the Shield; the roles swap every round. The Sword chooses attack cards (click them, or drag them onto the enemy kaiju) and plays them face down, or passes. The Shield answers each attack with toughness and counterattack cards, face down (drag each onto the attack it answers). Then all the cards turn over together: each attack deals its damage, with +1 for each trait icon its kaiju has and −1 for each red icon the target has, minus the toughness answering it; counterattacks hit back. The combat ends after a round in which the Sword played nothing, or when a kaiju is knocked out.</source>
        <translation>攻撃側が第1ラウンドのソード、防御側がシールドで、役割は毎ラウンド入れ替わります。ソードは攻撃カードを選び（クリックするか敵の怪獣へドラッグ）裏向きで出すか、パスします。シールドは各攻撃にタフネスや反撃のカードを裏向きで応じます（応じる攻撃へそれぞれドラッグ）。そしてすべてのカードが一斉に表になります：各攻撃はダメージに、自分の怪獣が持つ特性アイコンごとに+1、対象が持つ赤いアイコンごとに−1を加え、応じたタフネスを引いた分を与えます。反撃はやり返します。ソードが何も出さなかったラウンドの後、または怪獣がノックアウトされると戦闘は終わります。</translation>
    </message>
    <message>
        <source>Pools and energy</source>
        <translation>プールとエネルギー</translation>
    </message>
    <message>
        <source>Each fighter starts a combat with pools equal to its Ferocity, Agility and Power. Each cost box of a card played is paid from its pool while it lasts, every other box with energy. The combat overlay shows what the chosen cards will cost before you play them.</source>
        <translation>各戦闘者は凶暴・敏捷・パワーに等しいプールで戦闘を始めます。出したカードのコスト枠はプールが残る限りそこから、それ以外の枠はエネルギーで支払います。戦闘画面は、選んだカードのコストを出す前に表示します。</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>キーワード</translation>
    </message>
    <message>
        <source>CHAIN adds damage when another attack this round has the same target; QUICK stops the counterattacks answering it; FIERCE ignores some toughness; DODGE answering an attack cancels its CHAIN, QUICK and FIERCE text; COUNTERATTACK deals its damage to the attacker. In round 1 no CHAIN cards are played and the Shield plays no counterattacks (ruling K3).</source>
        <translation>連撃：このラウンドの別の攻撃が同じ対象ならダメージが増えます。迅速：これに応じた反撃はダメージを与えません。猛撃：タフネスの一部を無視します。回避：応じた攻撃の連撃・迅速・猛撃の文章を無効にします。反撃：攻撃した者にダメージを与えます。第1ラウンドでは連撃のカードは出せず、シールドは反撃を出せません（裁定K3）。</translation>
    </message>
    <message>
        <source>Rage attacks</source>
        <translation>怒りの攻撃</translation>
    </message>
    <message>
        <source>Each time a kaiju is damaged its team gains 1 fury. With 10 fury the Sword may make one of its cards a rage attack: it costs nothing and toughness does not reduce it; the fury is spent at the reveal (ruling K6).</source>
        <translation>怪獣がダメージを受けるたびにチームは憤怒を1得ます。憤怒10でソードはカード1枚を怒りの攻撃にできます：コストはかからず、タフネスで減りません。憤怒は公開時に消費されます（裁定K6）。</translation>
    </message>
    <message>
        <source>Scars</source>
        <translation>傷跡</translation>
    </message>
    <message>
        <source>After a combat each fighting player may attach a scar from its planning hand, first to its own kaiju that fought, then to an enemy kaiju that fought (one scar per kaiju). Click the scar, then the kaiju, or drag it there. Then the fighters draw combat cards back up to 5.</source>
        <translation>戦闘の後、戦った各プレイヤーは計画手札から傷跡を付けられます。まず戦った自分の怪獣に、次に戦った敵の怪獣に（怪獣1体に傷跡1つ）。傷跡をクリックしてから怪獣をクリックするか、そこへドラッグします。その後、戦った者は戦闘カードを5枚まで引きます。</translation>
    </message>
    <message>
        <source>Knock-outs, glory and the end</source>
        <translation>ノックアウト、栄光、終了</translation>
    </message>
    <message>
        <source>A kaiju is knocked out when its damage reaches its Fortitude plus 2; the final blow gives 5 glory. 20 glory wins at once (ties: total glory, then the glory of conscious kaiju). A team with no conscious kaiju is out; the last team standing wins. Kaiju that did not enter the city heal 1 at the end of the turn.</source>
        <translation>怪獣はダメージが耐久+2に達するとノックアウトされ、とどめを刺した側が栄光5を得ます。栄光20で即座に勝利します（同点なら栄光の合計、次に意識のある怪獣の栄光）。意識のある怪獣がいないチームは脱落し、最後に残ったチームが勝ちます。街に入らなかった怪獣はターン終了時に1回復します。</translation>
    </message>
    <message>
        <source>Not yet in this version</source>
        <translation>このバージョンでは未実装</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>手番の順</translation>
    </message>
    <message>
        <source>Planning, selection and actions go in initiative order, shown beside the table; the player asked now is outlined.</source>
        <translation>計画・選出・アクションはテーブルの横に示されたイニシアチブ順に進みます。今尋ねられているプレイヤーは枠で示されます。</translation>
    </message>
    <message>
        <source>Kaiju City: how to play</source>
        <translation>怪獣シティ：遊び方</translation>
    </message>
    <message>
        <source>In initiative order each active kaiju passes, roars (+2 energy and draw 2 combat cards, or discard the chosen combat cards and redraw to 5), attacks another active kaiju, challenges an inactive one (click the enemy kaiju), or rampages against the front city card. A challenged player accepts (its kaiju enters the city and the combat begins) or declines.</source>
        <translation>イニシアチブ順に、各アクティブな怪獣はパス、咆哮（エネルギー+2で戦闘カードを2枚引くか、選んだ戦闘カードを捨てて5枚まで引き直す）、他のアクティブな怪獣への攻撃、アクティブでない怪獣への挑戦（敵の怪獣をクリック）、先頭の都市カードへの暴走のいずれかを行います。挑戦されたプレイヤーは受ける（その怪獣が街に入り戦闘が始まる）か断ります。</translation>
    </message>
    <message>
        <source>Rampage</source>
        <translation>暴走</translation>
    </message>
    <message>
        <source>A rampaging kaiju fights the front city card as if it were a kaiju. The other players are asked in turn whether to play for the city with their own combat hand and energy (the city has no pools, so every cost box costs 1 energy); if nobody does, the rampager&apos;s cards turn over at once. A city card knocked out goes to the glory pile of whoever dealt the final blow, with its glory; the rampager then draws 2 and fights on, or stops. The rampage also ends when the rampager passes, is knocked out, or the city is empty.</source>
        <translation>暴走する怪獣は、先頭の都市カードを怪獣と同じように相手にして戦います。ほかのプレイヤーは順に、自分の戦闘手札とエネルギーで都市側としてプレイするかを尋ねられます（都市にはプールがないので、コスト枠はすべて1エネルギーずつ払います）。誰も受けなければ、暴れる側のカードはすぐに表になります。ノックアウトされた都市カードは、とどめを刺したプレイヤーの栄光の山にその栄光とともに置かれ、暴れる側は2枚引いて戦い続けるか、やめるかを選びます。暴れる側がパスしたとき、ノックアウトされたとき、都市が空になったときにも暴走は終わります。</translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation>MOVE</translation>
    </message>
    <message>
        <source>RANGE</source>
        <translation>RANGE</translation>
    </message>
    <message>
        <source>With its face-down cards the Sword may declare 1 collateral damage for each card with RANGE n, to one of the first n city cards; it lands after the attacks&apos; damage. Nobody deals collateral damage in a rampage.</source>
        <translation>ソードは裏向きのカードとともに、RANGE n を持つカード1枚につき1点の巻き添えダメージを、先頭からn枚までの都市カードのどれかに宣言できます。攻撃のダメージの後に与えられます。暴走中は誰も巻き添えダメージを与えません。</translation>
    </message>
    <message>
        <source>Team fights</source>
        <translation>チーム戦</translation>
    </message>
    <message>
        <source>When an attack or an accepted challenge begins, the attacker&apos;s player, then the defender&apos;s, may add any of their other conscious kaiju to the fight (click them, then the button): they enter the city, and the player draws 1 combat card for each. The Sword&apos;s kaiju may all play cards: each card is played by one of them (click your fighter first) and aimed at one enemy kaiju (drag it onto that kaiju). The Shield answers only for the kaiju that were targeted, each card answering one attack, paid from the pools of the kaiju targeted; a kaiju that was not targeted plays no counterattack. Playing cards for some kaiju and not others is not a pass. A knocked-out kaiju leaves the fight; the others fight on until one side has nobody standing.</source>
        <translation>攻撃または受けた挑戦が始まるとき、攻撃側のプレイヤー、次に防御側のプレイヤーは、意識のある他の怪獣を戦闘に加えられます（怪獣をクリックしてからボタン）。加わった怪獣は都市に入り、1体につき戦闘カードを1枚引きます。ソード側の怪獣は全員カードを出せます。各カードはそのうち1体が出し（先に自分の戦闘員をクリック）、敵の怪獣1体を狙います（その怪獣へドラッグ）。シールドは目標になった怪獣のためにだけ応じ、各カードは1枚の攻撃に応じ、目標になった怪獣のプールから支払います。目標にならなかった怪獣はカウンターアタックを出せません。一部の怪獣だけカードを出すのはパスではありません。ノックアウトされた怪獣は戦闘から抜け、どちらかの側に立っている者がいなくなるまで残りが戦い続けます。</translation>
    </message>
    <message>
        <source>In initiative order each player plays location and opponent cards into the city (drag them onto the city, or click them), then presses Done. The first city card is the front card; later ones go to the back of the row. Events and allies are played in Planning too (click them, or drag them onto the city).</source>
        <translation>イニシアチブ順に、各プレイヤーは場所カードと敵カードを都市に出し（都市へドラッグするか、クリック）、「完了」を押します。最初の都市カードが先頭のカードになり、以後のカードは列の最後尾に置かれます。イベントと味方も計画フェイズにプレイします（クリックするか、都市へドラッグ）。</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>味方</translation>
    </message>
    <message>
        <source>An ally is played in Planning when at least one conscious member of your team meets its requirement (a trait or an affiliation). It joins your team as an extra member beside your kaiju (at most 3 allies a team): it may be selected as the active character and takes actions like a kaiju, with the Ferocity, Agility, Power and Fortitude on its card. Allies are not kaiju: they do not heal, take no scars, and cannot decline a challenge. Knocking one out gives the glory on its card.</source>
        <translation>味方は、チームの意識のあるメンバーの少なくとも1体がその条件（特性または所属）を満たすとき、計画フェイズにプレイできます。味方は怪獣とは別の追加メンバーとしてチームに加わり（1チーム最大3体）、アクティブなキャラクターとして選ばれ、カードに書かれた凶暴・敏捷・パワー・耐久で怪獣と同じように行動できます。味方は怪獣ではないので、回復せず、傷を受けず、挑戦を断れません。味方をノックアウトすると、そのカードに書かれた栄光を得ます。</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>After a round&apos;s damage (and the KO checks), each side whose cards played carry MOVE chooses how far it moves: 0 up to their MOVE, the Sword first, then the Shield. Each point sends the front city card to the back of the row, so the city turns. A knocked-out fighter&apos;s cards give no MOVE; the city&apos;s side of a rampage never moves, and a rampager&apos;s MOVE shifts the fight to the new front card.</source>
        <translation>ラウンドのダメージ（とKOの判定）の後、出したカードにMOVEがある側は、どれだけ移動するかを選びます：0からそのMOVEまで、ソードが先、次にシールド。1点ごとに先頭の都市カードが列の最後尾へ移り、都市が回ります。KOされた戦い手のカードはMOVEになりません。暴走の都市側は移動せず、暴走する者のMOVEは戦いを新しい先頭のカードへ移します。</translation>
    </message>
    <message>
        <source>An event is played in Planning and resolves at once: it may give glory or energy, draw combat or planning cards, heal your kaiju (not your allies) or damage the front city card (a knock-out gives you its glory). Then it goes to your planning discard pile. Glory from an event can win the game at once. An event marked ACTION PHASE is played in your Action phase instead, before your action (click it in your planning hand), and you still take your action.</source>
        <translation>イベントは計画フェイズにプレイし、すぐに解決します。栄光やエネルギーを得る、戦闘カードや計画カードを引く、あなたの怪獣（味方は除く）を回復する、先頭の都市カードにダメージを与える（ノックアウトすればその栄光を得る）などの効果があります。その後、計画カードの捨て札に置かれます。イベントで得た栄光で、そのままゲームに勝つこともあります。「アクションフェイズ」と書かれたイベントは、かわりにあなたのアクションフェイズ、アクションの前にプレイします（計画カードの手札でクリック）。そのあとアクションも行えます。</translation>
    </message>
    <message>
        <source>Not yet in this version: events at other times than the Planning and Action phases, and event or city card effects beyond those the cards show.</source>
        <translation>このバージョンでまだできないこと：計画フェイズとアクションフェイズ以外でのイベント、そしてカードに示されている以外のイベントや都市カードの効果。</translation>
    </message>
</context>
<context>
    <name>KaijuTable</name>
    <message>
        <source>%1 kaiju · Ferocity %2 · Agility %3 · Power %4 · Fortitude %5</source>
        <translation>%1の怪獣 · 凶暴 %2 · 敏捷 %3 · パワー %4 · 耐久 %5</translation>
    </message>
    <message>
        <source>Sword card</source>
        <translation>ソードのカード</translation>
    </message>
    <message>
        <source>Shield card</source>
        <translation>シールドのカード</translation>
    </message>
    <message>
        <source>Damage %1 · Toughness %2</source>
        <translation>ダメージ %1 · タフネス %2</translation>
    </message>
    <message>
        <source>Cost: %1</source>
        <translation>コスト：%1</translation>
    </message>
    <message>
        <source>Fortitude %1 · Glory %2</source>
        <translation>耐久 %1 · 栄光 %2</translation>
    </message>
    <message>
        <source>against %1 (−1)</source>
        <translation>%1に対して（−1）</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>RAGE</source>
        <translation>怒り</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>Costs nothing</source>
        <translation>コストなし</translation>
    </message>
    <message>
        <source>Not enough energy: %1</source>
        <translation>エネルギー不足：%1</translation>
    </message>
    <message>
        <source>Pays %1</source>
        <translation>支払い：%1</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>ダメージ %1</translation>
    </message>
    <message>
        <source>%1 toughness</source>
        <translation>タフネス %1</translation>
    </message>
    <message>
        <source>dodged</source>
        <translation>回避</translation>
    </message>
    <message>
        <source>Round 1: no CHAIN cards, no counterattacks</source>
        <translation>第1ラウンド：連撃も反撃もなし</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %n attack card(s) face down.</source>
        <translation>
            <numerusform>%1が攻撃カードを%n枚裏向きで出しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 challenges your %2.</source>
        <translation>%1があなたの%2に挑戦しています。</translation>
    </message>
    <message>
        <source>Choose the kaiju that takes %1 (a lit kaiju), or drag the scar onto it</source>
        <translation>%1を付ける怪獣（光っている怪獣）を選ぶか、傷跡をそこへドラッグしてください</translation>
    </message>
    <message>
        <source>Click an attack, then the cards that answer it (or drag each card onto its attack).</source>
        <translation>攻撃をクリックしてから、それに応じるカードをクリックしてください（または各カードをその攻撃へドラッグ）。</translation>
    </message>
    <message>
        <source>Choose attack cards (click them, or drag them onto the enemy kaiju), then play them face down.</source>
        <translation>攻撃カードを選び（クリックするか敵の怪獣へドラッグ）、裏向きで出してください。</translation>
    </message>
    <message>
        <source>Click the planning cards to discard, then draw up to 5.</source>
        <translation>捨てる計画カードをクリックしてから、5枚まで引いてください。</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n and draw</source>
        <translation>
            <numerusform>%n枚捨てて引く</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the hand and draw</source>
        <translation>手札を残して引く</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Send %1</source>
        <translation>%1を送る</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Roar: +2 energy, draw 2</source>
        <translation>咆哮：エネルギー+2、2枚引く</translation>
    </message>
    <message numerus="yes">
        <source>Roar: discard %n, redraw to 5</source>
        <translation>
            <numerusform>咆哮：%n枚捨てて5枚まで引き直す</numerusform>
        </translation>
    </message>
    <message>
        <source>Roar: redraw to 5</source>
        <translation>咆哮：5枚まで引き直す</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>受ける</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>断る</translation>
    </message>
    <message numerus="yes">
        <source>Play %n face down</source>
        <translation>
            <numerusform>%n枚を裏向きで出す</numerusform>
        </translation>
    </message>
    <message>
        <source>No rage attack</source>
        <translation>怒りの攻撃をやめる</translation>
    </message>
    <message>
        <source>Rage attack: %1</source>
        <translation>怒りの攻撃：%1</translation>
    </message>
    <message>
        <source>No attack (pass)</source>
        <translation>攻撃しない（パス）</translation>
    </message>
    <message numerus="yes">
        <source>Answer with %n face down</source>
        <translation>
            <numerusform>%n枚を裏向きで応じる</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>応じない</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>No scar</source>
        <translation>傷跡なし</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>選択解除</translation>
    </message>
    <message>
        <source>%1&apos;s planning hand</source>
        <translation>%1の計画手札</translation>
    </message>
    <message>
        <source>Planning hand hidden</source>
        <translation>計画手札は非公開</translation>
    </message>
    <message>
        <source>No planning cards</source>
        <translation>計画カードなし</translation>
    </message>
    <message>
        <source>%1&apos;s combat hand</source>
        <translation>%1の戦闘手札</translation>
    </message>
    <message>
        <source>Combat hand hidden</source>
        <translation>戦闘手札は非公開</translation>
    </message>
    <message>
        <source>No combat cards</source>
        <translation>戦闘カードなし</translation>
    </message>
    <message>
        <source>Turn %1 · glory to win: %2</source>
        <translation>ターン%1 · 勝利に必要な栄光：%2</translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation>イニシアチブ：</translation>
    </message>
    <message>
        <source>The city (nobody plays for it)</source>
        <translation>都市（誰もプレイしない）</translation>
    </message>
    <message>
        <source>Rampage against %1</source>
        <translation>%1 に対して暴れる</translation>
    </message>
    <message>
        <source>Play for the city</source>
        <translation>都市側でプレイする</translation>
    </message>
    <message>
        <source>Let it rampage</source>
        <translation>暴れさせる</translation>
    </message>
    <message>
        <source>Draw 2 and fight on</source>
        <translation>2枚引いて戦い続ける</translation>
    </message>
    <message>
        <source>Stop the rampage</source>
        <translation>暴走をやめる</translation>
    </message>
    <message>
        <source>Keep the combat hand</source>
        <translation>戦闘手札をそのままにする</translation>
    </message>
    <message>
        <source>Discard it and draw 5</source>
        <translation>捨てて5枚引く</translation>
    </message>
    <message numerus="yes">
        <source>Play %n face down, 1 collateral damage to the front city card</source>
        <translation>
            <numerusform>%n 枚を裏向きで出し、先頭の都市カードに巻き添え1ダメージ</numerusform>
        </translation>
    </message>
    <message>
        <source>the city</source>
        <translation>都市</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Several enemy kaiju fight: drag each chosen card onto the kaiju it attacks.</source>
        <translation>複数の敵の怪獣が戦っています。選んだ各カードを、攻撃する怪獣へドラッグしてください。</translation>
    </message>
    <message>
        <source>Team fight: click the kaiju of yours that plays, then drag each attack card onto the enemy kaiju it attacks; then play them face down.</source>
        <translation>チーム戦：カードを出す自分の怪獣をクリックし、各攻撃カードを攻撃する敵の怪獣へドラッグしてから、裏向きで出してください。</translation>
    </message>
    <message>
        <source>Click the kaiju of yours that join the fight (you draw 1 combat card for each), then confirm.</source>
        <translation>戦闘に加える自分の怪獣をクリックし（1体につき戦闘カードを1枚引きます）、確定してください。</translation>
    </message>
    <message numerus="yes">
        <source>Add %n to the fight</source>
        <translation>
            <numerusform>%n 体を戦闘に加える</numerusform>
        </translation>
    </message>
    <message>
        <source>Add nobody</source>
        <translation>誰も加えない</translation>
    </message>
    <message>
        <source>Ally · Ferocity %1 · Agility %2 · Power %3 · Fortitude %4 · Glory %5</source>
        <translation>味方 · 凶暴 %1 · 敏捷 %2 · パワー %3 · 耐久 %4 · 栄光 %5</translation>
    </message>
    <message>
        <source>Click a planning card (or drag it onto the city) to play it: a location or opponent builds the city, an ally joins your team, an event resolves at once. Then Done.</source>
        <translation>計画カードをクリック（または都市へドラッグ）してプレイします。場所と敵は都市を築き、味方はチームに加わり、イベントはすぐに解決します。最後に「完了」を押します。</translation>
    </message>
    <message>
        <source>The round&apos;s damage is dealt. MOVE 0 to %1: each point sends the front city card to the back (the city row marks the card each MOVE brings to the front).</source>
        <translation>このラウンドのダメージが入りました。MOVE 0〜%1：1点ごとに先頭の都市カードが最後尾へ移ります（都市の列に、各MOVEで先頭に来るカードが示されます）。</translation>
    </message>
    <message>
        <source>Stay (MOVE 0)</source>
        <translation>留まる（MOVE 0）</translation>
    </message>
    <message>
        <source>MOVE %1: %2 to the front</source>
        <translation>MOVE %1：%2 が先頭へ</translation>
    </message>
    <message>
        <source>Out of reach: a card with RANGE n hits one of the first n city cards, one point each.</source>
        <translation>届きません：RANGE n のカードは先頭から n 枚目までの都市カードのどれかに1ダメージずつ与えます。</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>RANGE: click a lit city card to aim 1 collateral damage at it (each card with RANGE n reaches one of the first n city cards; click again to take the points back).</source>
        <translation>RANGE：光っている都市カードをクリックすると巻き添え1ダメージの狙いを付けます（RANGE n のカードは先頭から n 枚目まで届きます。もう一度クリックで取り消し）。</translation>
    </message>
    <message numerus="yes">
        <source>Play %n face down, collateral damage to %1</source>
        <translation>
            <numerusform>%n枚を裏向きで出し、%1に巻き添えダメージ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n face down, no collateral damage</source>
        <translation>
            <numerusform>%n枚を裏向きで出す（巻き添えダメージなし）</numerusform>
        </translation>
    </message>
    <message>
        <source>Action phase, before the action</source>
        <translation>アクションフェイズ、アクションの前</translation>
    </message>
</context>
<context>
    <name>KaijuTile</name>
    <message>
        <source>%1: %2 damage of %3%4</source>
        <translation>%1：ダメージ %2／%3%4</translation>
    </message>
    <message>
        <source>, in the city</source>
        <translation>、街にいる</translation>
    </message>
    <message>
        <source>★ City</source>
        <translation>★ 街</translation>
    </message>
    <message>
        <source>City</source>
        <translation>街</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Scar</source>
        <translation>傷跡</translation>
    </message>
    <message>
        <source>KO</source>
        <translation>KO</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>味方</translation>
    </message>
</context>
<context>
    <name>LanPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Play on the local network</source>
        <translation>ローカルネットワークで遊ぶ</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Name shown to the other players</source>
        <translation>他のプレイヤーに表示される名前</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>LANゲームを主催</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席数</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主催する</translation>
    </message>
    <message>
        <source>Host the saved game</source>
        <translation>保存したゲームを主催</translation>
    </message>
    <message>
        <source>The last LAN game you hosted; its players rejoin their seats</source>
        <translation>最後に主催したLANゲーム。同じプレイヤーが自分の席に戻ります</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>LANゲームに参加</translation>
    </message>
    <message>
        <source>Watch as a spectator (public information only)</source>
        <translation>観戦者として見る(公開情報のみ)</translation>
    </message>
    <message>
        <source>Games on your network:</source>
        <translation>ネットワーク上のゲーム:</translation>
    </message>
    <message>
        <source>Looking for games on your network...</source>
        <translation>ネットワーク上のゲームを探しています...</translation>
    </message>
    <message>
        <source>%1 hosted by %2 (%3:%4), %5 of %6 seats taken</source>
        <translation>%1(主催: %2、%3:%4)、%6席中%5席が埋まっています</translation>
    </message>
    <message>
        <source>(started)</source>
        <translation>(開始済み)</translation>
    </message>
    <message>
        <source>(password)</source>
        <translation>(パスワードあり)</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>観戦</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>例: 192.168.1.20</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>主催者のアドレス</translation>
    </message>
    <message>
        <source>Host port</source>
        <translation>主催者のポート</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>アドレスで参加</translation>
    </message>
    <message>
        <source>Connecting...</source>
        <translation>接続中...</translation>
    </message>
    <message>
        <source>Continue with phones</source>
        <translation>スマートフォンで続ける</translation>
    </message>
    <message>
        <source>The last game played with phones: this screen&apos;s seats play here again, and each phone scans its seat&apos;s new code</source>
        <translation>スマートフォンで遊んだ前回のゲーム：この画面の席はここで続け、各スマートフォンは席の新しいコードを読み取ります</translation>
    </message>
</context>
<context>
    <name>LanTablePage</name>
    <message>
        <source>Waiting for %1</source>
        <translation>%1を待っています</translation>
    </message>
    <message>
        <source>Let the computer play for them</source>
        <translation>コンピューターにその人の代わりを任せる</translation>
    </message>
    <message>
        <source>They take their seat back when they reconnect</source>
        <translation>再接続すると自分の席に戻ります</translation>
    </message>
    <message>
        <source>Computer plays for me</source>
        <translation>コンピューターに代わりに打たせる</translation>
    </message>
    <message>
        <source>Picks one of your legal moves each time it is your turn</source>
        <translation>あなたの番のたびに合法手を一つ選びます</translation>
    </message>
    <message>
        <source>Save and end</source>
        <translation>保存して終了</translation>
    </message>
    <message>
        <source>Save the game and end it for everyone; host it again later to continue</source>
        <translation>ゲームを保存して全員のために終了します。後で再び主催すれば続きから遊べます</translation>
    </message>
    <message>
        <source>Hide chat</source>
        <translation>チャットを隠す</translation>
    </message>
    <message>
        <source>Chat (%1)</source>
        <translation>チャット(%1)</translation>
    </message>
    <message>
        <source>End the game for everyone?</source>
        <translation>全員のゲームを終了しますか？</translation>
    </message>
    <message>
        <source>You are the host: leaving saves the game and ends it for every player. You can host it again later to go on.</source>
        <translation>あなたはホストです。退出するとゲームを保存し、全プレイヤーのゲームを終了します。後で再びホストして続けられます。</translation>
    </message>
    <message>
        <source>Save and end for everyone</source>
        <translation>保存して全員のゲームを終了</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>とどまる</translation>
    </message>
</context>
<context>
    <name>LevelPips</name>
    <message>
        <source>Consummation level %1</source>
        <translation>補完レベル %1</translation>
    </message>
    <message>
        <source>Lv</source>
        <translation>Lv</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <source>%1 power: %2</source>
        <translation>%1 のパワー: %2</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Leave</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Lobby: %1</source>
        <translation>ロビー: %1</translation>
    </message>
    <message>
        <source>You are hosting on port %1. Others on your network see this game on their Join page.</source>
        <translation>ポート%1で主催しています。ネットワーク上の他の人の参加ページにこのゲームが表示されます。</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>席%1: %2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(あなた)</translation>
    </message>
    <message>
        <source>Deck %1: not legal</source>
        <translation>デッキ%1: 不正</translation>
    </message>
    <message>
        <source>Deck %1: checked</source>
        <translation>デッキ%1: 確認済み</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>準備中</translation>
    </message>
    <message>
        <source>Spectators: %1</source>
        <translation>観戦者: %1</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲームを開始</translation>
    </message>
    <message>
        <source>Every seat must be taken and ready</source>
        <translation>すべての席が埋まり、全員が準備完了である必要があります</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is ready.</source>
        <translation>全員の準備ができたら主催者がゲームを開始します。</translation>
    </message>
    <message>
        <source>The starter deck of my seat</source>
        <translation>自分の席のスターターデッキ</translation>
    </message>
    <message>
        <source>My deck</source>
        <translation>自分のデッキ</translation>
    </message>
    <message>
        <source>Spectators (%1): %2</source>
        <translation>観戦者（%1）: %2</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>ディレクター</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Character sheet</source>
        <translation>キャラクターシート</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2)</source>
        <translation>%1：JSON として正しくありません（%2）</translation>
    </message>
    <message>
        <source>Open for a guest</source>
        <translation>ゲスト用に空ける</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>コンピューター（やさしい）</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>コンピューター（ふつう）</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>コンピューター（むずかしい）</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>席 %1 を誰が遊ぶか</translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation>役割：%1</translation>
    </message>
    <message>
        <source>My role</source>
        <translation>自分の役割</translation>
    </message>
    <message>
        <source>As the rules give it</source>
        <translation>ルールの既定どおり</translation>
    </message>
    <message>
        <source>JSON; empty for the game&apos;s default</source>
        <translation>JSON（空ならゲームの既定）</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>ハウスルール：%1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Tabletop</source>
        <translation>テーブルトップ</translation>
    </message>
</context>
<context>
    <name>Manifest</name>
    <message>
        <source>Combat Grid</source>
        <translation>コンバット・グリッド</translation>
    </message>
    <message>
        <source>Structured-time combat on a square grid, run by a Director.</source>
        <translation>ディレクターが進行する、マス目の上の時間制戦闘。</translation>
    </message>
    <message>
        <source>Grimoire</source>
        <translation>グリモア</translation>
    </message>
    <message>
        <source>Two investigators collect grimoires and bargain with a demon.</source>
        <translation>2人の探索者が魔導書を集め、悪魔と取引する。</translation>
    </message>
    <message>
        <source>Kaiju City</source>
        <translation>カイジュウ・シティ</translation>
    </message>
    <message>
        <source>Kaiju teams fight through a city for glory.</source>
        <translation>怪獣チームが栄光をかけて街で戦う。</translation>
    </message>
    <message>
        <source>Neo-Tokyo</source>
        <translation>ネオ東京</translation>
    </message>
    <message>
        <source>Relationship card game on the Neo-Tokyo board. Speak Lines, form groups, defeat the Angels.</source>
        <translation>ネオ東京のボードで遊ぶ人間関係のカードゲーム。セリフを語り、グループを作り、使徒を倒そう。</translation>
    </message>
    <message>
        <source>Servant Zones</source>
        <translation>サーヴァント・ゾーンズ</translation>
    </message>
    <message>
        <source>A duel of servant zones, chains and 1,000 health.</source>
        <translation>サーヴァントゾーン、チェーン、ライフ1,000の決闘。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>attracts %1</source>
        <translation>%1 を惹きつける</translation>
    </message>
    <message>
        <source>hurts %1</source>
        <translation>%1 を傷つける</translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s)</source>
        <translation>
            <numerusform>カードを %n 枚引く</numerusform>
        </translation>
    </message>
    <message>
        <source>a downed main character recovers</source>
        <translation>ダウンしたメインキャラクター1人が回復する</translation>
    </message>
    <message>
        <source>every downed Eva recovers</source>
        <translation>ダウンしたエヴァすべてが回復する</translation>
    </message>
    <message>
        <source>the Angel&apos;s Strength %1 this turn</source>
        <translation>このターン、使徒の強さ %1</translation>
    </message>
    <message>
        <source>weapon: one fighting Eva&apos;s Strength %1</source>
        <translation>武器：戦闘中のエヴァ1体の強さ %1</translation>
    </message>
    <message>
        <source>one fighting Eva&apos;s Strength %1</source>
        <translation>戦闘中のエヴァ1体の強さ %1</translation>
    </message>
    <message>
        <source>every fighting Eva&apos;s Strength %1</source>
        <translation>戦闘中のエヴァすべての強さ %1</translation>
    </message>
    <message>
        <source>one fighting Eva may use one more weapon</source>
        <translation>戦闘中のエヴァ1体は武器をもう1つ使える</translation>
    </message>
    <message>
        <source>cancels the card it reacts to</source>
        <translation>リアクション対象のカードを打ち消す</translation>
    </message>
    <message numerus="yes">
        <source>every other player discards %n card(s) at random</source>
        <translation>
            <numerusform>他のプレイヤー全員がランダムにカードを %n 枚捨てる</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 DP in each Ending Draw</source>
        <translation>エンディングドローごとに DP %1</translation>
    </message>
    <message>
        <source>may speak one more card each turn</source>
        <translation>毎ターン、カードをもう1枚話せる</translation>
    </message>
    <message>
        <source>discarded instead of the character being downed, once</source>
        <translation>一度だけ、キャラクターがダウンする代わりにこのカードを捨てる</translation>
    </message>
    <message>
        <source>weapon: %1 Strength</source>
        <translation>武器：強さ %1</translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation>強さ %1</translation>
    </message>
    <message>
        <source>may use one more weapon in each battle</source>
        <translation>各戦闘で武器をもう1つ使える</translation>
    </message>
    <message>
        <source>silences %1</source>
        <translation>%1 を沈黙させる</translation>
    </message>
    <message>
        <source>silences a character</source>
        <translation>キャラクターを沈黙させる</translation>
    </message>
    <message>
        <source>weapons add no Strength</source>
        <translation>武器は強さを加えない</translation>
    </message>
    <message numerus="yes">
        <source>every player counts %n DP less in the Ending Draw</source>
        <translation>
            <numerusform>エンディングドローで全プレイヤーの DP が %n 少なくなる</numerusform>
        </translation>
    </message>
    <message>
        <source>downed Evas do not recover in the Opening Draw</source>
        <translation>ダウンしたエヴァはオープニングドローで回復しない</translation>
    </message>
    <message>
        <source>on winning a battle, the fighting Evas&apos; pilots are downed</source>
        <translation>戦闘に勝つと、戦ったエヴァのパイロットもダウンする</translation>
    </message>
    <message>
        <source>%1 grouped with at least %2 others</source>
        <translation>%1 が他の %2 人以上とグループになっている</translation>
    </message>
    <message>
        <source>%1 grouped with someone</source>
        <translation>%1 が誰かとグループになっている</translation>
    </message>
    <message>
        <source>%1 grouped with %2</source>
        <translation>%1 が %2 とグループになっている</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message numerus="yes">
        <source>at least %n Angel(s) defeated</source>
        <translation>
            <numerusform>使徒を %n 体以上倒している</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has at least %2 card(s) put on them</source>
        <translation>%1 にカードが %2 枚以上置かれている</translation>
    </message>
    <message>
        <source>%1 down</source>
        <translation>%1 がダウンしている</translation>
    </message>
    <message numerus="yes">
        <source>at least %n character(s) down</source>
        <translation>
            <numerusform>キャラクターが %n 人以上ダウンしている</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a hand of at least %n card(s)</source>
        <translation>
            <numerusform>手札が %n 枚以上</numerusform>
        </translation>
    </message>
    <message>
        <source>Normal grimoire</source>
        <translation>通常の魔導書</translation>
    </message>
    <message>
        <source>Insight grimoire</source>
        <translation>洞察の魔導書</translation>
    </message>
    <message>
        <source>Turbidity grimoire</source>
        <translation>混濁の魔導書</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>呪文</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>ソード</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>シールド</translation>
    </message>
    <message>
        <source>Eva</source>
        <translation>エヴァ</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>Drama</source>
        <translation>ドラマ</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>Put</source>
        <translation>プット</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>セリフ</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>使徒</translation>
    </message>
    <message>
        <source>Consummation</source>
        <translation>補完</translation>
    </message>
    <message>
        <source>a character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>an Eva</source>
        <translation>エヴァ</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>丸</translation>
    </message>
    <message>
        <source>square</source>
        <translation>四角</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>三角</translation>
    </message>
    <message>
        <source>star</source>
        <translation>星</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>通常</translation>
    </message>
    <message>
        <source>Equip</source>
        <translation>装備</translation>
    </message>
    <message>
        <source>Continuous</source>
        <translation>永続</translation>
    </message>
    <message>
        <source>Quick-Play</source>
        <translation>速攻</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>戦士</translation>
    </message>
    <message>
        <source>Spellcaster</source>
        <translation>魔法使い</translation>
    </message>
    <message>
        <source>Beast</source>
        <translation>獣</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>ドラゴン</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>機械</translation>
    </message>
    <message>
        <source>Fiend</source>
        <translation>悪魔</translation>
    </message>
    <message>
        <source>Fairy</source>
        <translation>天使</translation>
    </message>
    <message>
        <source>Zombie</source>
        <translation>アンデッド</translation>
    </message>
    <message>
        <source>Aqua</source>
        <translation>水</translation>
    </message>
    <message>
        <source>Pyro</source>
        <translation>炎</translation>
    </message>
    <message>
        <source>Rock</source>
        <translation>岩石</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>植物</translation>
    </message>
    <message>
        <source>Team card: %1 (%2)</source>
        <translation>チームカード：%1（%2）</translation>
    </message>
    <message>
        <source>Default team (%1)</source>
        <translation>標準チーム（%1）</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <source>The Director may end the encounter at any of its turns</source>
        <translation>ディレクターは自分の手番でいつでも遭遇を終わらせられる</translation>
    </message>
    <message>
        <source>A tie fulfils the contract (ruling G2)</source>
        <translation>同点なら契約達成（裁定G2）</translation>
    </message>
    <message>
        <source>Power of a sideways Insight card (ruling G2)</source>
        <translation>横向きの洞察カードの魔力（裁定G2）</translation>
    </message>
    <message>
        <source>Glory that wins the game (basic rules: 20)</source>
        <translation>勝利となる栄光（基本ルール：20）</translation>
    </message>
    <message>
        <source>Damage a kaiju heals in a turn outside the city (ruling K5)</source>
        <translation>街に入らなかったターンに怪獣が回復するダメージ（裁定K5）</translation>
    </message>
    <message>
        <source>Energy for each cost box the pools cannot pay (ruling K1)</source>
        <translation>プールで払えないコスト枠1つごとのエネルギー（裁定K1）</translation>
    </message>
    <message>
        <source>No CHAIN cards or counterattacks in a combat&apos;s first round (ruling K3)</source>
        <translation>戦闘の第1ラウンドはCHAINカードと反撃なし（裁定K3）</translation>
    </message>
    <message>
        <source>Combat cards drawn back up to after a combat (ruling K4)</source>
        <translation>戦闘後に引き直す戦闘カードの枚数（裁定K4）</translation>
    </message>
    <message>
        <source>Rage attacks with 10 fury (ruling K6)</source>
        <translation>怒り10でレイジ攻撃（裁定K6）</translation>
    </message>
    <message>
        <source>Other kaiju of both teams may join a fight (ruling T1)</source>
        <translation>両チームの他の怪獣も戦闘に加われる（裁定T1）</translation>
    </message>
    <message>
        <source>Starting Health (ruling S4: 1,000)</source>
        <translation>初期体力（裁定S4：1,000）</translation>
    </message>
    <message>
        <source>Kind of entry</source>
        <translation>項目の種類</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>戦闘員</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>スケール</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <source>Combatant sheet</source>
        <translation>戦闘員シート</translation>
    </message>
    <message>
        <source>Eva scale</source>
        <translation>エヴァスケール</translation>
    </message>
    <message>
        <source>Human scale</source>
        <translation>人間スケール</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>ディレクター</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>射撃</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>近接</translation>
    </message>
    <message>
        <source>%1 × %2 · %3 · %4 against %5</source>
        <translation>%1×%2・%3・%4対%5</translation>
    </message>
    <message>
        <source>Ranged · damage %1 · range %2</source>
        <translation>射撃・ダメージ%1・射程%2</translation>
    </message>
    <message>
        <source>Melee · damage %1</source>
        <translation>近接・ダメージ%1</translation>
    </message>
    <message>
        <source>%1 · %2 · wounds %3 · fate %4</source>
        <translation>%1・%2・傷%3・運命点%4</translation>
    </message>
    <message>
        <source>Edit this encounter…</source>
        <translation>この遭遇を編集…</translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation>アクションフェイズ</translation>
    </message>
    <message>
        <source>Planning phase</source>
        <translation>計画フェイズ</translation>
    </message>
</context>
<context>
    <name>MatRow</name>
    <message>
        <source>Servant slots of %1</source>
        <translation>%1のサーヴァントスロット</translation>
    </message>
    <message>
        <source>Strategy and conspiracy slots of %1</source>
        <translation>%1のストラテジー・コンスピラシースロット</translation>
    </message>
    <message>
        <source>Servant slot %1</source>
        <translation>サーヴァントスロット%1</translation>
    </message>
    <message>
        <source>Strategy slot %1</source>
        <translation>ストラテジースロット%1</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1：空き</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>攻撃済み</translation>
    </message>
    <message>
        <source>Returns to %1 at the end of turn %2</source>
        <translation>ターン%2の終了時に%1のもとへ戻る</translation>
    </message>
    <message>
        <source>↩ end of turn %1</source>
        <translation>↩ ターン%1終了時</translation>
    </message>
</context>
<context>
    <name>NeotokyoCard</name>
    <message>
        <source>Eva</source>
        <translation>エヴァ</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>Drama</source>
        <translation>ドラマ</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>Put</source>
        <translation>プット</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>セリフ</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>使徒</translation>
    </message>
    <message>
        <source>Consummation</source>
        <translation>補完</translation>
    </message>
</context>
<context>
    <name>NeotokyoRules</name>
    <message>
        <source>Preparing</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Each player brings a deck of at least 30 cards with one Angel for every 15 cards or part of 15, at most three copies of a card and one of each Angel, and chooses one Consummation card, which lies in front of them. The six main characters and the three Evas form Neo-Tokyo. Everyone draws six cards; Angels drawn now are shuffled back and replaced.</source>
        <translation>各プレイヤーは30枚以上のデッキを用意します。15枚ごと（端数も含む）に使徒を1枚以上入れ、同名カードは3枚まで、同じ使徒は1枚までです。補完カードを1枚選んで自分の前に置きます。6人のメインキャラクターと3機のエヴァがネオ東京を形作ります。全員が6枚引き、このとき引いた使徒は山札に戻して引き直します。</translation>
    </message>
    <message>
        <source>Turns and timing</source>
        <translation>ターンとタイミング</translation>
    </message>
    <message>
        <source>A turn has five phases: Opening Draw, Battle (only with an Angel in Neo-Tokyo), Main, Ending Draw and Consummation. In each phase the active player speaks first, one card at a time, then the chance passes clockwise; when everyone passes in a row, the phase ends.</source>
        <translation>ターンはオープニングドロー、バトル（ネオ東京に使徒がいるときのみ）、メイン、エンディングドロー、補完の5フェイズです。各フェイズでは手番プレイヤーから1枚ずつ発言し、その後時計回りに機会が移ります。全員が続けてパスするとフェイズが終わります。</translation>
    </message>
    <message>
        <source>Speaking</source>
        <translation>発言</translation>
    </message>
    <message>
        <source>A card is spoken by the character of its colour. A character who is down cannot speak. Each character speaks one card a turn, plus one for each Character card put on it; cards marked Other do not count.</source>
        <translation>カードはその色のキャラクターが発言します。ダウンしたキャラクターは発言できません。各キャラクターは1ターンに1枚、置かれたキャラクターカード1枚ごとにもう1枚発言できます。「その他」のカードは数えません。</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>セリフ</translation>
    </message>
    <message>
        <source>Any card but an Angel or a Consummation card can be spoken upside down as a Line, in the Main Phase, by the active player. Choose a mark: a triangle hurts, a circle attracts the character of its colour. Lines reach only neighbours on the wheel, or further through groups. A hurt character goes down, or leaves its group if grouped. An attracted character joins the speaker&apos;s group, or recovers if down.</source>
        <translation>使徒と補完以外のカードは、メインフェイズに手番プレイヤーがセリフとして使えます。マークを1つ選びます：三角は傷つけ、丸はその色のキャラクターを惹きつけます。セリフは輪の隣にだけ、またはグループを通じて届きます。傷ついたキャラクターはダウンし、グループにいればグループから離れます。惹きつけられたキャラクターは発言者のグループに加わり、ダウン中なら回復します。</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>リアクション</translation>
    </message>
    <message>
        <source>After each card the active player speaks, the other players are asked in turn whether they react. A Line with the opposite mark on the same character, or a Reaction card, cancels it. A cancelled card still counts as spoken.</source>
        <translation>手番プレイヤーがカードを使うたびに、他のプレイヤーに順番にリアクションするか尋ねます。同じキャラクターへの逆のマークのセリフ、またはリアクションカードで打ち消せます。打ち消されたカードも使用済みとして数えます。</translation>
    </message>
    <message>
        <source>Put cards</source>
        <translation>プットカード</translation>
    </message>
    <message>
        <source>Put and Character cards go on the main character of their colour, at most two per character; Eva cards and weapons go on any Eva. A downed character or Eva loses the cards put on it.</source>
        <translation>プットカードとキャラクターカードは同じ色のメインキャラクターに置き、1人につき2枚までです。エヴァカードと武器はどのエヴァにも置けます。ダウンしたキャラクターやエヴァは置かれたカードを失います。</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>The active player sends Evas whose pilots are up. Each Eva has Strength 1, plus 1 for every Eva card put on it, plus one weapon. If the Evas are stronger than the Angel it is defeated; otherwise three random cards of the active player&apos;s hand are discarded and the Evas that fought go down.</source>
        <translation>手番プレイヤーはパイロットが無事なエヴァを出撃させます。各エヴァの戦闘力は1、置かれたエヴァカード1枚ごとに+1、さらに武器1つ分です。エヴァが使徒より強ければ撃破、そうでなければ手番プレイヤーの手札3枚をランダムに捨て、戦ったエヴァはダウンします。</translation>
    </message>
    <message>
        <source>Ending Draw</source>
        <translation>エンディングドロー</translation>
    </message>
    <message>
        <source>Every player counts the DP of the cards they spoke this turn (a Line is worth 1, a Line spoken by Rei 0) and draws that many cards, or discards if the total is negative. A player with an empty hand, or who cannot draw, loses. The last player left must defeat the Angels to win.</source>
        <translation>各プレイヤーはこのターンに使ったカードのDP（セリフは1、レイのセリフは0）を合計してその枚数を引き、マイナスなら捨てます。手札が尽きたり、引けなかったりしたプレイヤーは敗退します。最後に残ったプレイヤーは使徒を倒さなければ勝てません。</translation>
    </message>
    <message>
        <source>Consummation</source>
        <translation>補完</translation>
    </message>
    <message>
        <source>In your Consummation Phase your level rises by one if its conditions hold. At level 2, with your character up, you may declare the Consummation Stage.</source>
        <translation>自分の補完フェイズに、条件を満たしていればレベルが1上がります。レベル2で自分のキャラクターがダウンしていなければ、補完ステージを宣言できます。</translation>
    </message>
    <message>
        <source>Consummation Stage</source>
        <translation>補完ステージ</translation>
    </message>
    <message>
        <source>Only Lines, with no reach or speaking limits. You attract your character; each other player may hurt it once or drop out. If nobody hurts it, you win; otherwise attract again or fail, and the others draw a card for each card they played.</source>
        <translation>セリフのみ、届く範囲や発言の制限はありません。自分のキャラクターを惹きつけ、他のプレイヤーは1回ずつ傷つけるか降ります。誰も傷つけなければ勝利、そうでなければもう一度惹きつけるか失敗し、他のプレイヤーは使ったカード1枚ごとに1枚引きます。</translation>
    </message>
    <message>
        <source>Neo-Tokyo: how to play</source>
        <translation>ネオ東京：遊び方</translation>
    </message>
</context>
<context>
    <name>NeotokyoTable</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Give up the Stage</source>
        <translation>ステージをあきらめる</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Declare the Consummation Stage</source>
        <translation>補完ステージを宣言する</translation>
    </message>
    <message>
        <source>Do not declare</source>
        <translation>宣言しない</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>Send %1</source>
        <translation>%1を出撃</translation>
    </message>
    <message>
        <source>Send no Eva (lose the battle)</source>
        <translation>出撃させない（バトルに敗北）</translation>
    </message>
    <message>
        <source>Line: hurt %1</source>
        <translation>セリフ：%1を傷つける</translation>
    </message>
    <message>
        <source>Line: attract %1</source>
        <translation>セリフ：%1を惹きつける</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>セリフ</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>使う</translation>
    </message>
    <message>
        <source>Play on %1</source>
        <translation>%1に使う</translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation>戦闘力%1</translation>
    </message>
    <message>
        <source>No Angel in Neo-Tokyo</source>
        <translation>ネオ東京に使徒はいない</translation>
    </message>
    <message numerus="yes">
        <source>%n Angel(s) waiting face down</source>
        <translation>
            <numerusform>裏向きで待機中の使徒%n体</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>%1の手札</translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation>手札は非公開</translation>
    </message>
    <message>
        <source>Speak here</source>
        <translation>ここで発言</translation>
    </message>
    <message>
        <source>Drama and Battle cards without a target</source>
        <translation>対象のないドラマ・バトルカード</translation>
    </message>
    <message>
        <source>Opening Draw</source>
        <translation>オープニングドロー</translation>
    </message>
    <message>
        <source>Battle: assign Evas</source>
        <translation>バトル：エヴァの出撃</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>Main Phase</source>
        <translation>メインフェイズ</translation>
    </message>
    <message>
        <source>Ending Draw</source>
        <translation>エンディングドロー</translation>
    </message>
    <message>
        <source>Consummation Phase</source>
        <translation>補完フェイズ</translation>
    </message>
    <message>
        <source>Consummation Stage</source>
        <translation>補完ステージ</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>%1&apos;s discard pile</source>
        <translation>%1 の捨て札</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>まだカードはありません</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>山札 %1</translation>
    </message>
    <message>
        <source>Discards %1</source>
        <translation>捨て札 %1</translation>
    </message>
    <message>
        <source>Angel in Neo-Tokyo</source>
        <translation>ネオトーキョーの使徒</translation>
    </message>
    <message>
        <source>Battle, step %1: the Evas sent have Strength %2</source>
        <translation>バトル ステップ%1：出撃したエヴァの戦闘力 %2</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>ターン%1：%2</translation>
    </message>
    <message>
        <source>%1 speaks %2 as a Line: hurt %3</source>
        <translation>%1 が %2 をセリフとして発言：%3 を傷つける</translation>
    </message>
    <message>
        <source>%1 speaks %2 as a Line: attract %3</source>
        <translation>%1 が %2 をセリフとして発言：%3 を惹きつける</translation>
    </message>
    <message>
        <source>%1 speaks %2</source>
        <translation>%1 が %2 を発言</translation>
    </message>
    <message>
        <source>%1: %2. Waiting for reactions.</source>
        <translation>%1：%2。リアクション待ち。</translation>
    </message>
    <message>
        <source>Consummation Stage: %1 brings %2 to the Stage</source>
        <translation>補完ステージ：%1 が %2 をステージへ</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>エンディング</translation>
    </message>
    <message>
        <source>Consummation</source>
        <translation>補完</translation>
    </message>
    <message>
        <source>Send %1 (Strength %2)</source>
        <translation>%1 を出撃（戦闘力 %2）</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Send all (Strength %1)</source>
        <translation>全機出撃（戦闘力 %1）</translation>
    </message>
    <message>
        <source>Declare the Stage (no Line in hand attracts %1)</source>
        <translation>ステージを宣言（%1を惹きつけるセリフが手札にない）</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n Angel(s) beaten</source>
        <translation>
            <numerusform>使徒%n体撃破</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>New hot-seat game: %1</source>
        <translation>新しいホットシート対戦: %1</translation>
    </message>
    <message>
        <source>Players share this computer. A curtain hides each hand until its owner says who they are.</source>
        <translation>プレイヤーはこのコンピューターを共有します。手札は、持ち主が名乗るまで目隠しで隠されます。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>席%1の名前</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Choose a legal deck for every seat.</source>
        <translation>すべての席に構築ルールを満たすデッキを選んでください。</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>You have no decks for this game yet: build one under Decks on the home screen.</source>
        <translation>このゲームのデッキがまだありません。ホーム画面の「デッキ」で作成してください。</translation>
    </message>
    <message>
        <source>Choose a deck</source>
        <translation>デッキを選択</translation>
    </message>
    <message>
        <source>%1 (not legal)</source>
        <translation>%1 (構築ルール違反)</translation>
    </message>
    <message>
        <source>Deck of seat %1</source>
        <translation>席 %1 のデッキ</translation>
    </message>
    <message>
        <source>%1 cannot be chosen: %2</source>
        <translation>%1 は選べません: %2</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Leave empty for a random deal; its seed is shown when the game ends. The same seed and moves always give the same game.</source>
        <translation>空欄ならランダムに配られ、そのシードはゲーム終了時に表示されます。同じシードと同じ手順なら、いつも同じゲームになります。</translation>
    </message>
    <message>
        <source>Ask about reactions:</source>
        <translation>リアクションを尋ねる:</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>常に</translation>
    </message>
    <message>
        <source>Only in ticked phases</source>
        <translation>チェックしたフェイズのみ</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>尋ねない</translation>
    </message>
    <message>
        <source>When seat %1 is asked about reactions</source>
        <translation>席 %1 にリアクションを尋ねるとき</translation>
    </message>
    <message>
        <source>What you set here, never your hand, decides: a seat that is not asked passes at once, and the log says so.</source>
        <translation>手札ではなくここでの設定だけで決まります。尋ねられない席はすぐにパスし、ログにそう記されます。</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>ディレクター</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Character sheet</source>
        <translation>キャラクターシート</translation>
    </message>
    <message>
        <source>Seat %1, %2: not valid JSON (%3)</source>
        <translation>席 %1、%2：JSON として正しくありません（%3）</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>コンピューター %1</translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation>少なくとも1つの席は人が遊ぶ必要があります。</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>人</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>コンピューター（やさしい）</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>コンピューター（ふつう）</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>コンピューター（むずかしい）</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>席 %1 を誰が遊ぶか</translation>
    </message>
    <message>
        <source>The computer sees only what its seat may see; its hand is never shown and it answers without a curtain.</source>
        <translation>コンピューターは自分の席から見えるものしか見ません。手札は表示されず、カーテンなしで答えます。</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>役割</translation>
    </message>
    <message>
        <source>What each seat brings</source>
        <translation>各席が持ち込むもの</translation>
    </message>
    <message>
        <source>Role of seat %1</source>
        <translation>席 %1 の役割</translation>
    </message>
    <message>
        <source>JSON; empty for the game&apos;s default</source>
        <translation>JSON（空ならゲームの既定）</translation>
    </message>
    <message>
        <source>%1 of seat %2</source>
        <translation>席 %2 の%1</translation>
    </message>
    <message>
        <source>This screen shows the table everyone may see; each phone holds its seat&apos;s hand. A seat played on this screen keeps its curtain.</source>
        <translation>この画面には全員が見てよい卓が映り、各スマートフォンがその席の手札を持ちます。この画面でプレイする席にはカーテンが残ります。</translation>
    </message>
    <message>
        <source>Players use their phones</source>
        <translation>プレイヤーはスマートフォンを使う</translation>
    </message>
    <message>
        <source>This screen shows the table everyone may see; each phone seat holds its hand in the phone&apos;s browser (same network, nothing to install).</source>
        <translation>この画面には全員が見てよい卓が映り、スマートフォンの席は手札をそのブラウザーで持ちます（同じネットワーク上で、インストール不要）。</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>スマートフォン</translation>
    </message>
    <message>
        <source>This screen</source>
        <translation>この画面</translation>
    </message>
    <message>
        <source>Where seat %1 plays</source>
        <translation>席%1のプレイ場所</translation>
    </message>
    <message>
        <source>Type what a seat brings (JSON); otherwise each seat brings the game&apos;s default</source>
        <translation>各席の持ち込みを入力する（JSON）。入力しなければゲームの既定を使います</translation>
    </message>
</context>
<context>
    <name>OptionRows</name>
    <message>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
</context>
<context>
    <name>OptionTexts</name>
    <message>
        <source>First player</source>
        <translation>最初のプレイヤー</translation>
    </message>
    <message>
        <source>Chosen by the seed</source>
        <translation>シードで決める</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Your own</source>
        <translation>自作</translation>
    </message>
</context>
<context>
    <name>OwnedEditor</name>
    <message>
        <source>One copy fewer of %1</source>
        <translation>%1 の所有を1枚減らす</translation>
    </message>
    <message>
        <source>%1 owned</source>
        <translation>%1 枚所有</translation>
    </message>
    <message>
        <source>One copy more of %1</source>
        <translation>%1 の所有を1枚増やす</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <source>Piece</source>
        <translation>駒</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>facing %1 degrees</source>
        <translation>向き %1 度</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>can act</source>
        <translation>行動可能</translation>
    </message>
</context>
<context>
    <name>Pile</name>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message numerus="yes">
        <source>More (%n)</source>
        <translation>
            <numerusform>その他 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>More choices</source>
        <translation>その他の選択肢</translation>
    </message>
</context>
<context>
    <name>RollEntry</name>
    <message>
        <source>Total %1</source>
        <translation>合計 %1</translation>
    </message>
    <message numerus="yes">
        <source>Critical: %n degree(s) of success</source>
        <translation>
            <numerusform>クリティカル: 成功度 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fumble: %n degree(s) of failure</source>
        <translation>
            <numerusform>ファンブル: 失敗度 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Success: %n degree(s) of success</source>
        <translation>
            <numerusform>成功: 成功度 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Failure: %n degree(s) of failure</source>
        <translation>
            <numerusform>失敗: 失敗度 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>modifier %1</source>
        <translation>修正 %1</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>基本値 %1</translation>
    </message>
    <message>
        <source>Target %1 (%2)</source>
        <translation>目標値 %1（%2）</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 の勝ち</translation>
    </message>
    <message>
        <source>The attacker</source>
        <translation>仕掛けた側</translation>
    </message>
    <message>
        <source>The defender</source>
        <translation>受ける側</translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <translation>出目 %1 のダイス</translation>
    </message>
</context>
<context>
    <name>RoundTrack</name>
    <message>
        <source>Round track</source>
        <translation>ラウンドトラック</translation>
    </message>
    <message>
        <source>Pact</source>
        <translation>契約</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>SavedGameTile</name>
    <message>
        <source>A save that cannot be read</source>
        <translation>読み込めないセーブ</translation>
    </message>
    <message numerus="yes">
        <source>Finished after %n move(s)</source>
        <translation>
            <numerusform>%n 手で終了</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1, %2 to move</source>
        <translation>ターン %1、%2 の番</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n 手まで進行</numerusform>
        </translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>%1 を再開</translation>
    </message>
    <message>
        <source>Delete for good?</source>
        <translation>本当に削除？</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>(out)</source>
        <translation>（敗退）</translation>
    </message>
    <message>
        <source>(their turn)</source>
        <translation>（手番）</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>手札 %1</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>山札 %1</translation>
    </message>
    <message>
        <source>Discards %1</source>
        <translation>捨て札 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n Angel(s) beaten</source>
        <translation>
            <numerusform>使徒%n体撃破</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 Health, %n card(s) in hand</source>
        <translation>
            <numerusform>%1：ヘルス%2、手札%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Health</source>
        <translation>ヘルス</translation>
    </message>
    <message>
        <source>Deck %1 · Hand %2</source>
        <translation>デッキ%1・手札%2</translation>
    </message>
    <message>
        <source>Graveyard (%1)</source>
        <translation>墓地（%1）</translation>
    </message>
    <message>
        <source>Open %1&apos;s graveyard</source>
        <translation>%1の墓地を開く</translation>
    </message>
    <message>
        <source>Attack directly</source>
        <translation>直接攻撃</translation>
    </message>
</context>
<context>
    <name>SeatStrip</name>
    <message numerus="yes">
        <source>%n spell(s) in hand</source>
        <translation>
            <numerusform>手札の呪文 %n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Your spells</source>
        <translation>あなたの呪文</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>呪文</translation>
    </message>
    <message>
        <source>Contract (used)</source>
        <translation>契約（使用済み）</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>契約</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>封印</translation>
    </message>
</context>
<context>
    <name>ServantsCard</name>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source> (set)</source>
        <translation>（セット）</translation>
    </message>
    <message>
        <source>%1, level %2 %3 servant, OFF %4, DEF %5</source>
        <translation>%1、レベル%2・%3属性のサーヴァント、OFF %4、DEF %5</translation>
    </message>
    <message>
        <source>%1, %2, speed %3</source>
        <translation>%1、%2、スピード%3</translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation>スピード%1</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>セット</translation>
    </message>
</context>
<context>
    <name>ServantsLook</name>
    <message>
        <source>Fire</source>
        <translation>炎</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>地</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>風</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>光</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>闇</translation>
    </message>
    <message>
        <source>Equip Strategy</source>
        <translation>装備ストラテジー</translation>
    </message>
    <message>
        <source>Continuous Strategy</source>
        <translation>永続ストラテジー</translation>
    </message>
    <message>
        <source>Quick-Play Strategy</source>
        <translation>速攻ストラテジー</translation>
    </message>
    <message>
        <source>Map Strategy</source>
        <translation>マップストラテジー</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>ストラテジー</translation>
    </message>
    <message>
        <source>Continuous Conspiracy</source>
        <translation>永続コンスピラシー</translation>
    </message>
    <message>
        <source>Counter Conspiracy</source>
        <translation>カウンターコンスピラシー</translation>
    </message>
    <message>
        <source>Conspiracy</source>
        <translation>コンスピラシー</translation>
    </message>
    <message>
        <source>Servant</source>
        <translation>サーヴァント</translation>
    </message>
    <message>
        <source>FLIP</source>
        <translation>リバース</translation>
    </message>
    <message>
        <source>CONT</source>
        <translation>永続</translation>
    </message>
    <message>
        <source>TRIG</source>
        <translation>誘発</translation>
    </message>
    <message>
        <source>COST</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>Standby</source>
        <translation>スタンバイ</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>メイン1</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>メイン2</translation>
    </message>
    <message>
        <source>End</source>
        <translation>エンド</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Start step</source>
        <translation>スタートステップ</translation>
    </message>
    <message>
        <source>Battle step</source>
        <translation>バトルステップ</translation>
    </message>
    <message>
        <source>Battle step: attack declared</source>
        <translation>バトルステップ：攻撃宣言済み</translation>
    </message>
    <message>
        <source>Damage step</source>
        <translation>ダメージステップ</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>エンドステップ</translation>
    </message>
    <message>
        <source>Offense Position</source>
        <translation>攻撃表示</translation>
    </message>
    <message>
        <source>Defense Position</source>
        <translation>守備表示</translation>
    </message>
    <message>
        <source>set face-down</source>
        <translation>裏向きにセット</translation>
    </message>
    <message>
        <source>MULTI</source>
        <translation>多重</translation>
    </message>
</context>
<context>
    <name>ServantsMoves</name>
    <message>
        <source>Summoning is done</source>
        <translation>召喚する</translation>
    </message>
    <message>
        <source>Setting is done</source>
        <translation>セットする</translation>
    </message>
    <message>
        <source>Cards are activated</source>
        <translation>カードを発動する</translation>
    </message>
    <message>
        <source>The turn is ended</source>
        <translation>ターンを終える</translation>
    </message>
</context>
<context>
    <name>ServantsPositions</name>
    <message>
        <source>Offense Position</source>
        <translation>攻撃表示</translation>
    </message>
    <message>
        <source>Defense Position</source>
        <translation>守備表示</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>セット</translation>
    </message>
</context>
<context>
    <name>ServantsPowers</name>
    <message>
        <source>Flip</source>
        <translation>リバース</translation>
    </message>
    <message>
        <source>Continuous</source>
        <translation>永続</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>誘発</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>OFF</source>
        <translation>OFF</translation>
    </message>
    <message>
        <source>DEF</source>
        <translation>DEF</translation>
    </message>
    <message>
        <source>Multi-trigger</source>
        <translation>多重誘発</translation>
    </message>
</context>
<context>
    <name>ServantsRules</name>
    <message>
        <source>The match</source>
        <translation>対戦</translation>
    </message>
    <message>
        <source>Two players duel with decks of at least 40 cards. Each starts with 1,000 Health and draws five cards. The seed decides who plays first; the first player draws on turn 1 but has no Battle Phase that turn. A player whose Health reaches 0 loses; if both reach 0 at the same moment the match is a draw. A player who must draw from an empty deck loses.</source>
        <translation>2人のプレイヤーが40枚以上のデッキで対戦します。それぞれヘルス1,000で始め、5枚引きます。先攻はシードで決まります。先攻プレイヤーは1ターン目にもドローしますが、そのターンはバトルフェイズを行えません。ヘルスが0になったプレイヤーの負けです。両者が同時に0になれば引き分けです。空のデッキから引かなければならないプレイヤーも負けです。</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>Each player has five servant slots (in front, nearest the middle of the table) and five strategy &amp; conspiracy slots (behind them), a graveyard that both players may open, and a deck. The map slot between the two mats is shared: a new Map card replaces the old one. Equip cards count in the slots of the player who played them.</source>
        <translation>各プレイヤーは、サーヴァントスロット5つ（手前、テーブルの中央寄り）、その後ろのストラテジー＆コンスピラシースロット5つ、両プレイヤーが開ける墓地、デッキを持ちます。2つのマットの間のマップスロットは共有で、新しいマップカードが古いものと入れ替わります。装備カードは、それを使ったプレイヤーのスロットに数えます。</translation>
    </message>
    <message>
        <source>The six phases</source>
        <translation>6つのフェイズ</translation>
    </message>
    <message>
        <source>Each turn runs Draw, Standby, Main 1, Battle, Main 2 and End. Draw and Standby happen by themselves (the actions your face-up cards state for your Standby Phase come first). In a Main Phase you summon, set and play cards; press Battle Phase or End turn to move on. In the End Phase a hand of more than six cards discards down to six.</source>
        <translation>各ターンはドロー、スタンバイ、メイン1、バトル、メイン2、エンドの順に進みます。ドローとスタンバイは自動で進みます（表向きのカードがスタンバイフェイズに行うと書かれた処理が先に行われます）。メインフェイズでは召喚、セット、カードの使用を行い、「バトルフェイズ」か「ターン終了」で先へ進みます。エンドフェイズには、手札が7枚以上なら6枚になるまで捨てます。</translation>
    </message>
    <message>
        <source>Summoning and setting</source>
        <translation>召喚とセット</translation>
    </message>
    <message>
        <source>Once per turn (across both Main Phases) you may Normal Summon a servant face-up in Offense Position, or Set one face-down in Defense Position. Drag the servant from your hand onto a lit servant slot, or click it and then the slot, and choose Summon or Set.</source>
        <translation>1ターンに1回（2つのメインフェイズを通して）、サーヴァントを表向きの攻撃表示で通常召喚するか、裏向きの守備表示でセットできます。手札のサーヴァントを光っているサーヴァントスロットへドラッグするか、クリックしてからスロットをクリックし、「召喚」か「セット」を選びます。</translation>
    </message>
    <message>
        <source>Sacrifice Summons</source>
        <translation>生け贄召喚</translation>
    </message>
    <message>
        <source>A level 5 or 6 servant needs one of your servants sacrificed, level 7 and above two. Choose the slot and Summon or Set as usual, then click the servants to sacrifice; they go to their owner&apos;s graveyard. It is the turn&apos;s Normal Summon.</source>
        <translation>レベル5・6のサーヴァントには自分のサーヴァント1体、レベル7以上には2体の生け贄が必要です。いつも通りスロットと召喚かセットを選び、生け贄にするサーヴァントをクリックします。生け贄は持ち主の墓地へ送られます。これがそのターンの通常召喚になります。</translation>
    </message>
    <message>
        <source>Flip Summons</source>
        <translation>反転召喚</translation>
    </message>
    <message>
        <source>A set servant may be turned face-up into Offense Position in a later turn (click it, then Flip Summon), any number per turn. Its Flip power works at once.</source>
        <translation>セットされたサーヴァントは、後のターンに表向きの攻撃表示にできます（クリックして「反転召喚」）。1ターンに何体でも行えます。そのリバース能力はすぐに働きます。</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>表示形式</translation>
    </message>
    <message>
        <source>A face-up servant stands upright in Offense Position and lies across its slot in Defense Position; a set servant lies across its slot face-down (your opponent cannot see it). Each servant changes position once per turn, never in the turn it was summoned or set, and not after it attacked.</source>
        <translation>表向きのサーヴァントは、攻撃表示では縦向き、守備表示ではスロットに横向きに置かれます。セットされたサーヴァントは裏向きで横向きに置かれます（相手には見えません）。各サーヴァントの表示形式の変更は1ターンに1回で、召喚・セットしたターンと攻撃した後はできません。</translation>
    </message>
    <message>
        <source>Strategies and conspiracies</source>
        <translation>ストラテジーとコンスピラシー</translation>
    </message>
    <message>
        <source>A strategy is played face-up from your hand into a strategy slot and resolves at once; Normal and Quick-Play strategies then go to the graveyard, while Equip, Continuous and Map cards stay. Any strategy except a Map may instead be set face-down for later. A conspiracy is always set first and can be activated from a later turn. Speed 1 cards are played only in your own Main Phase with no chain open; Quick-Play strategies and conspiracies whenever you are asked, in either turn.</source>
        <translation>ストラテジーは手札から表向きでストラテジースロットに出し、すぐに解決します。通常と速攻のストラテジーはその後墓地へ送られ、装備・永続・マップのカードは残ります。マップ以外のストラテジーは、後のために裏向きでセットすることもできます。コンスピラシーは必ず先にセットし、後のターンから発動できます。スピード1のカードは、チェーンがない自分のメインフェイズにだけ使えます。速攻ストラテジーとコンスピラシーは、確認されたときならどちらのターンでも使えます。</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>チェーン</translation>
    </message>
    <message>
        <source>Each card played opens or extends a chain, shown beside the mats. The other player is then asked "Do you wish to continue?" and may add a link of equal or greater speed, or pass: speed 1 never answers, speed 2 answers speed 1 or 2, and only speed 3 answers speed 3. When both pass in a row the links resolve from the top down. In hot-seat the question goes behind the curtain, where the player asked may pass without looking.</source>
        <translation>カードを使うたびにチェーンが始まるか伸び、マットの横に表示されます。相手は「チェーンを続けますか？」と確認され、同じかそれ以上のスピードのカードを加えるか、パスします。スピード1は応じられず、スピード2はスピード1か2に、スピード3にはスピード3だけが応じられます。両者が続けてパスすると、上から順に解決します。ホットシートでは確認はカーテンの後ろで行われ、確認されたプレイヤーは見ずにパスすることもできます。</translation>
    </message>
    <message>
        <source>Card effects</source>
        <translation>カードの効果</translation>
    </message>
    <message>
        <source>A card that targets asks you to click its target, a face-up servant. If the target is gone when the link resolves the card does nothing. Costs in Health are paid on activation, and you must have more Health than the cost.</source>
        <translation>対象を取るカードは、対象（表向きのサーヴァント）をクリックするよう求めます。解決時に対象がいなくなっていれば、そのカードは何もしません。ヘルスのコストは発動時に払い、コストより多くのヘルスが必要です。</translation>
    </message>
    <message>
        <source>Servant powers</source>
        <translation>サーヴァントの能力</translation>
    </message>
    <message>
        <source>The Battle Phase</source>
        <translation>バトルフェイズ</translation>
    </message>
    <message>
        <source>Not on the first turn of the match. Start step: both players may play Quick-Play and Conspiracy cards. Battle step: choose a face-up servant in Offense Position that has not attacked and drag it onto an opponent&apos;s servant, or onto the opponent&apos;s Health for a direct attack when they have no servants. Damage step: only cards that change OFF or DEF, before the calculation. End step: both players are asked once more, then Main 2.</source>
        <translation>対戦の最初のターンにはありません。スタートステップ：両プレイヤーが速攻とコンスピラシーのカードを使えます。バトルステップ：まだ攻撃していない表向きの攻撃表示のサーヴァントを選び、相手のサーヴァントへドラッグします。相手にサーヴァントがいなければ、相手のヘルスへドラッグして直接攻撃します。ダメージステップ：計算の前に、OFFかDEFを変えるカードだけが使えます。エンドステップ：両プレイヤーにもう一度確認し、メイン2へ進みます。</translation>
    </message>
    <message>
        <source>The damage table</source>
        <translation>ダメージ表</translation>
    </message>
    <message>
        <source>Against a servant in Offense Position: a higher OFF destroys it and the difference is dealt to its controller; equal OFF destroys both; a lower OFF destroys the attacker and the difference is dealt to the attacking player. Against Defense Position: a higher OFF destroys it with no damage; equal, nothing happens; lower, the difference is dealt to the attacking player. A set target is turned face-up first. A direct attack deals the attacker&apos;s full OFF. The table shows what an attack will do while you aim it.</source>
        <translation>攻撃表示のサーヴァントに対して：OFFが高ければそれを破壊し、差がそのコントローラーに与えられます。同じなら両方破壊されます。低ければ攻撃したサーヴァントが破壊され、差が攻撃したプレイヤーに与えられます。守備表示に対して：OFFが高ければダメージなしで破壊します。同じなら何も起きません。低ければ差が攻撃したプレイヤーに与えられます。セットされた対象は先に表向きになります。直接攻撃は攻撃するサーヴァントのOFFがそのままダメージになります。攻撃を狙っている間、テーブルはその結果を表示します。</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>When the number of the defender&apos;s servants changes through a Quick-Play or Conspiracy card during the Battle step, the attack is dropped and play returns to the start of the Battle step: the attacker chooses again, and the declared servant has not attacked.</source>
        <translation>バトルステップ中に速攻かコンスピラシーのカードで防御側のサーヴァントの数が変わると、攻撃は取りやめになり、バトルステップの最初に戻ります。攻撃側は選び直し、宣言したサーヴァントは攻撃していないものとして扱います。</translation>
    </message>
    <message>
        <source>Servant Zones: how to play</source>
        <translation>サーヴァント・ゾーンズ：遊び方</translation>
    </message>
    <message>
        <source>Control of an opponent&apos;s servant</source>
        <translation>相手のサーヴァントのコントロール</translation>
    </message>
    <message>
        <source>A card that takes control of a servant moves a face-up servant your opponent controls to your own free servant slot; with all five of yours taken it cannot be played. You use it as your own: to attack, to defend, to sacrifice. Equip cards on it stay in the slots of whoever played them. Destroyed or sacrificed, it goes to its owner&apos;s graveyard. Control taken until the end of the turn is marked on the servant with the turn it returns: when that turn ends it goes back to the player it was taken from, unless it has left the map; if that player&apos;s servant zone is full, it goes to its owner&apos;s graveyard.</source>
        <translation>サーヴァントのコントロールを得るカードは、相手がコントロールする表向きのサーヴァントを自分の空いているサーヴァントスロットへ移します。自分の5つのスロットがすべて埋まっていると使えません。そのサーヴァントは自分のものとして使えます：攻撃、守備、生け贄に。それに装備されたカードは、使ったプレイヤーのスロットに残ります。破壊されたり生け贄になったりすると、持ち主の墓地へ送られます。ターン終了時までのコントロールは、戻るターンとともにサーヴァントに示されます：そのターンが終わると、マップを離れていない限り、奪われたプレイヤーのもとへ戻ります。そのプレイヤーのサーヴァントゾーンが埋まっていれば、持ち主の墓地へ送られます。</translation>
    </message>
    <message>
        <source>Flip powers work when a set servant turns face-up (after the damage calculation when an attack turned it, and only if it survived). A Flip power that targets another servant takes its target with the Flip Summon; turned face-up by an attack, its controller is asked for the target after the damage calculation. Continuous powers work while the servant is face-up. Trigger powers work when their condition is met: the servant deals direct damage, is summoned, or is sent from the map to the graveyard. Cost powers are used from your Main Phase, once per turn, by paying Health. Multi-trigger powers are used once per turn whenever you could play a Quick-Play card, also in your opponent&apos;s turn: click the servant when you are asked. Such a power is a chain link of Speed 2; a counter conspiracy cannot cancel it.</source>
        <translation>リバース能力は、セットされたサーヴァントが表向きになったときに働きます（攻撃で表向きになった場合はダメージ計算の後、破壊されていなければ）。ほかのサーヴァントを対象とするリバース能力は、反転召喚のときに対象を選びます。攻撃で表向きになった場合は、ダメージ計算の後にそのコントローラーが対象を選ぶよう尋ねられます。永続能力はサーヴァントが表向きの間働きます。誘発能力は条件が満たされたときに働きます：サーヴァントが直接ダメージを与えたとき、召喚されたとき、マップから墓地へ送られたとき。コスト能力は自分のメインフェイズに、ヘルスを払って1ターンに1回使えます。多重誘発能力は、速攻ストラテジーを使えるときならいつでも、相手のターンでも、1ターンに1回使えます：尋ねられたときにそのサーヴァントをクリックします。その能力はスピード2のチェーンリンクになり、カウンターのコンスピラシーでは無効にできません。</translation>
    </message>
</context>
<context>
    <name>ServantsSteps</name>
    <message>
        <source>Start</source>
        <translation>スタート</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>End</source>
        <translation>エンド</translation>
    </message>
</context>
<context>
    <name>ServantsTable</name>
    <message>
        <source>Level %1 %2 %3 · OFF %4 · DEF %5</source>
        <translation>レベル%1・%2属性・%3・OFF %4・DEF %5</translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation>スピード%1</translation>
    </message>
    <message>
        <source>%1 activated %2 (Chain Link %3, Speed %4).</source>
        <translation>%1が%2を発動しました（チェーン%3、スピード%4）。</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>a set card</source>
        <translation>セットされたカード</translation>
    </message>
    <message>
        <source>Special Summon %1</source>
        <translation>%1を特殊召喚</translation>
    </message>
    <message numerus="yes">
        <source>Sacrifice Summon (%n sacrifice(s))</source>
        <translation>
            <numerusform>生け贄召喚（生け贄%n体）</numerusform>
        </translation>
    </message>
    <message>
        <source>Summon in Offense Position</source>
        <translation>攻撃表示で召喚</translation>
    </message>
    <message numerus="yes">
        <source>Set face-down (%n sacrifice(s))</source>
        <translation>
            <numerusform>裏向きでセット（生け贄%n体）</numerusform>
        </translation>
    </message>
    <message>
        <source>Set face-down in Defense Position</source>
        <translation>裏向きの守備表示でセット</translation>
    </message>
    <message>
        <source>Set face-down</source>
        <translation>裏向きでセット</translation>
    </message>
    <message>
        <source>Summon</source>
        <translation>召喚</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message>
        <source>Flip Summon</source>
        <translation>反転召喚</translation>
    </message>
    <message>
        <source>Change to Defense Position</source>
        <translation>守備表示にする</translation>
    </message>
    <message>
        <source>Change to Offense Position</source>
        <translation>攻撃表示にする</translation>
    </message>
    <message>
        <source>Use its power</source>
        <translation>能力を使う</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>発動</translation>
    </message>
    <message>
        <source>Attack directly</source>
        <translation>直接攻撃</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>Pass (do not continue)</source>
        <translation>パス（チェーンを続けない）</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Battle Phase</source>
        <translation>バトルフェイズ</translation>
    </message>
    <message>
        <source>End the Battle Phase</source>
        <translation>バトルフェイズを終える</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>ターン終了</translation>
    </message>
    <message>
        <source>%1 attacks directly: %2 damage to %3</source>
        <translation>%1の直接攻撃：%3に%2ダメージ</translation>
    </message>
    <message>
        <source>%1 (OFF %2) attacks a set card: it turns face-up and its DEF decides</source>
        <translation>%1（OFF %2）がセットされたカードを攻撃：表向きになり、そのDEFで決まります</translation>
    </message>
    <message>
        <source>%1 (OFF %2) destroys %3 (OFF %4): %5 damage to %6</source>
        <translation>%1（OFF %2）が%3（OFF %4）を破壊：%6に%5ダメージ</translation>
    </message>
    <message>
        <source>%1 and %2 (OFF %3 each) destroy each other</source>
        <translation>%1と%2（どちらもOFF %3）は相打ち</translation>
    </message>
    <message>
        <source>%1 (OFF %2) is destroyed by %3 (OFF %4): %5 damage to %6</source>
        <translation>%1（OFF %2）は%3（OFF %4）に破壊される：%6に%5ダメージ</translation>
    </message>
    <message>
        <source>%1 (OFF %2) destroys %3 (DEF %4): no damage</source>
        <translation>%1（OFF %2）が%3（DEF %4）を破壊：ダメージなし</translation>
    </message>
    <message>
        <source>%1 (OFF %2) against %3 (DEF %4): nothing happens</source>
        <translation>%1（OFF %2）対%3（DEF %4）：何も起きない</translation>
    </message>
    <message>
        <source>%1 (OFF %2) against %3 (DEF %4): %5 damage to %6</source>
        <translation>%1（OFF %2）対%3（DEF %4）：%6に%5ダメージ</translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation>%1の攻撃</translation>
    </message>
    <message>
        <source>Choose a lit slot for %1 (or drag it there)</source>
        <translation>%1を置く光っているスロットを選んでください（ドラッグでも可）</translation>
    </message>
    <message>
        <source>Choose what %1 attacks: a lit servant, or the opponent&apos;s Health</source>
        <translation>%1の攻撃対象を選んでください：光っているサーヴァントか、相手のヘルス</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n servant(s) to sacrifice (click them)</source>
        <translation>
            <numerusform>生け贄にするサーヴァントを%n体選んでください（クリック）</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the target of %1 (a lit servant)</source>
        <translation>%1の対象を選んでください（光っているサーヴァント）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s graveyard (%n card(s))</source>
        <translation>
            <numerusform>%1の墓地（%n枚）</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>まだカードはありません</translation>
    </message>
    <message>
        <source>Level %1 %2 · %3/%4</source>
        <translation>レベル%1・%2・%3/%4</translation>
    </message>
    <message>
        <source>Map slot: %1</source>
        <translation>マップスロット：%1</translation>
    </message>
    <message>
        <source>Map slot: empty</source>
        <translation>マップスロット：空き</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>%1の手札</translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation>手札は非表示</translation>
    </message>
    <message>
        <source>No cards in hand</source>
        <translation>手札はありません</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>ターン%1：%2</translation>
    </message>
    <message>
        <source>Normal Summon used this turn</source>
        <translation>このターンの通常召喚は使用済み</translation>
    </message>
    <message>
        <source>Normal Summon available</source>
        <translation>通常召喚できます</translation>
    </message>
    <message>
        <source>%1 used the Multi-trigger power of %2 (Chain Link %3, Speed %4).</source>
        <translation>%1が%2の多重誘発能力を使った（チェーンリンク%3、スピード%4）。</translation>
    </message>
    <message>
        <source>Use its Multi-trigger power (Chain Link)</source>
        <translation>多重誘発能力を使う（チェーンリンク）</translation>
    </message>
    <message>
        <source>(blocked: no damage to either player)</source>
        <translation>（防がれた：どちらのプレイヤーにもダメージはない）</translation>
    </message>
    <message>
        <source>%1 was turned face-up: choose the target of its Flip power (a lit servant)</source>
        <translation>%1が表向きになった：そのリバース能力の対象を選んでください（光っているサーヴァント）</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>カードの大きさ</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>アニメーション</translation>
    </message>
    <message>
        <source>Show the seed during play (reveals every hand)</source>
        <translation>プレイ中にシードを表示する（全員の手札がわかります）</translation>
    </message>
    <message>
        <source>Reveals every hand: anyone who sees the seed can recompute every player&apos;s cards and the order of the deck. Off, hot-seat games show the seed when they end. On a LAN the seed stays hidden until the end either way.</source>
        <translation>全員の手札がわかります。シードを見た人は誰でも、全プレイヤーの札と山札の順番を計算できます。オフなら、ホットシートのゲームはシードを終了時に表示します。LANではどちらの場合も終了までシードは伏せられます。</translation>
    </message>
    <message>
        <source>After my move, show the table for</source>
        <translation>自分の手の後、テーブルを表示する時間</translation>
    </message>
    <message>
        <source>no pause</source>
        <translation>待たない</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Hot-seat: you see your card land and the log line, then press Done or wait, and the curtain comes down.</source>
        <translation>ホットシート: 出したカードとログの行を確認し、「完了」を押すか待つとカーテンが下ります。</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>描画</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Graphics card (OpenGL)</source>
        <translation>グラフィックカード (OpenGL)</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>ソフトウェア</translation>
    </message>
    <message>
        <source>Drawing in software now.</source>
        <translation>現在はソフトウェアで描画しています。</translation>
    </message>
    <message>
        <source>Drawing with the graphics card now.</source>
        <translation>現在はグラフィックカードで描画しています。</translation>
    </message>
    <message>
        <source>A change applies the next time Tabletop starts. Automatic draws in software on a machine without a graphics device (a virtual machine, a remote desktop): it starts faster and uses less memory there; buttons then have no shadows.</source>
        <translation>変更は次回 Tabletop を起動したときに反映されます。「自動」はグラフィックデバイスのないマシン（仮想マシンやリモートデスクトップ）ではソフトウェアで描画します。その方が起動が速く、メモリも少なくて済みます。その場合ボタンに影は付きません。</translation>
    </message>
</context>
<context>
    <name>SlotRow</name>
    <message>
        <source>Slot %1</source>
        <translation>スロット %1</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: 空き</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>空き</translation>
    </message>
</context>
<context>
    <name>StopsChooser</name>
    <message>
        <source>Always</source>
        <translation>常に</translation>
    </message>
    <message>
        <source>Only in ticked phases</source>
        <translation>チェックしたフェイズのみ</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>尋ねない</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Leave</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Leave the table (the game is saved)</source>
        <translation>テーブルを離れる（ゲームは保存されます）</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>シード %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <source>Take back your last move, if it revealed nothing hidden</source>
        <translation>隠れた情報を公開していなければ、最後の手を取り消す</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>That card cannot go there. Click it to see where it may go.</source>
        <translation>そのカードはそこに置けません。クリックすると置ける場所が分かります。</translation>
    </message>
    <message numerus="yes">
        <source>Your move is made. The computer goes to %1 in %n second(s).</source>
        <translation>
            <numerusform>手番を終えました。%n 秒後に %1 の番になります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Bring the curtain down for %1 now</source>
        <translation>今すぐ %1 のためにカーテンを下ろす</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1（コンピューター）が考えています…</translation>
    </message>
    <message>
        <source>Take back your last move and the computer&apos;s replies to it, if none of them revealed anything hidden</source>
        <translation>最後の自分の手と、それに対するコンピューターの応手をまとめて戻します（どれも隠れた情報を明かしていない場合）</translation>
    </message>
    <message>
        <source>Reactions: never asked</source>
        <translation>リアクション：尋ねない</translation>
    </message>
    <message>
        <source>Reactions: some phases</source>
        <translation>リアクション：一部のフェイズ</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>リアクション</translation>
    </message>
    <message>
        <source>When the host asks you about reactions and other optional answers</source>
        <translation>リアクションなど任意の応答をホストがあなたに尋ねるタイミング</translation>
    </message>
    <message>
        <source>Ask me about reactions:</source>
        <translation>自分にリアクションを尋ねる:</translation>
    </message>
</context>
<context>
    <name>TeamRow</name>
    <message>
        <source>%1: %2 energy, %3 fury, %4 glory</source>
        <translation>%1：エネルギー %2、憤怒 %3、栄光 %4</translation>
    </message>
    <message>
        <source>(out)</source>
        <translation>（脱落）</translation>
    </message>
    <message>
        <source>Energy: pays cost boxes the pools cannot</source>
        <translation>エネルギー：プールで払えないコスト枠を支払います</translation>
    </message>
    <message>
        <source>Fury %1</source>
        <translation>憤怒 %1</translation>
    </message>
    <message>
        <source>Glory: %1 of %2 to win</source>
        <translation>栄光：%1／勝利に%2</translation>
    </message>
    <message>
        <source>Planning %1 · Combat %2 · Decks %3/%4</source>
        <translation>計画 %1 · 戦闘 %2 · 山札 %3/%4</translation>
    </message>
    <message>
        <source>Default team</source>
        <translation>標準チーム</translation>
    </message>
    <message>
        <source>Fury: 1 each time a kaiju of the team is damaged; %1 makes a rage attack</source>
        <translation>憤怒：チームの怪獣がダメージを受けるたびに1、%1で怒りの攻撃</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Default team: up to 3 kaiju of one affiliation</source>
        <translation>標準チーム：同じ系統の怪獣を最大3体</translation>
    </message>
</context>
<context>
    <name>Toast</name>
    <message>
        <source>Read the rule</source>
        <translation>ルールを読む</translation>
    </message>
</context>
<context>
    <name>characters</name>
    <message>
        <source>Shinji</source>
        <translation>シンジ</translation>
    </message>
    <message>
        <source>Rei</source>
        <translation>レイ</translation>
    </message>
    <message>
        <source>Asuka</source>
        <translation>アスカ</translation>
    </message>
    <message>
        <source>Misato</source>
        <translation>ミサト</translation>
    </message>
    <message>
        <source>Ritsuko</source>
        <translation>リツコ</translation>
    </message>
    <message>
        <source>Gendou</source>
        <translation>ゲンドウ</translation>
    </message>
    <message>
        <source>Unit Zero</source>
        <translation>零号機</translation>
    </message>
    <message>
        <source>Unit One</source>
        <translation>初号機</translation>
    </message>
    <message>
        <source>Unit Two</source>
        <translation>弐号機</translation>
    </message>
</context>
<context>
    <name>combatgrid</name>
    <message>
        <source>attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>hit location</source>
        <translation>命中部位</translation>
    </message>
    <message>
        <source>head</source>
        <translation>頭部</translation>
    </message>
    <message>
        <source>left arm</source>
        <translation>左腕</translation>
    </message>
    <message>
        <source>right arm</source>
        <translation>右腕</translation>
    </message>
    <message>
        <source>body</source>
        <translation>胴体</translation>
    </message>
    <message>
        <source>left leg</source>
        <translation>左脚</translation>
    </message>
    <message>
        <source>right leg</source>
        <translation>右脚</translation>
    </message>
    <message>
        <source>core</source>
        <translation>コア</translation>
    </message>
    <message>
        <source>Chance Attack</source>
        <translation>機会攻撃</translation>
    </message>
    <message>
        <source>disengage</source>
        <translation>離脱</translation>
    </message>
    <message>
        <source>Fast Attack</source>
        <translation>速攻</translation>
    </message>
    <message>
        <source>Called Attack</source>
        <translation>狙い撃ち</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>集中</translation>
    </message>
    <message>
        <source>Ambushing</source>
        <translation>待ち伏せ</translation>
    </message>
    <message>
        <source>High Ground</source>
        <translation>高所</translation>
    </message>
    <message>
        <source>Prone target</source>
        <translation>伏せた目標</translation>
    </message>
    <message>
        <source>Point Blank</source>
        <translation>至近距離</translation>
    </message>
    <message>
        <source>Close range</source>
        <translation>近距離</translation>
    </message>
    <message>
        <source>Shooting at Prone</source>
        <translation>伏せた目標への射撃</translation>
    </message>
    <message>
        <source>Shooting into Melee</source>
        <translation>乱戦への射撃</translation>
    </message>
    <message>
        <source>Cover (Partial)</source>
        <translation>遮蔽（部分）</translation>
    </message>
    <message>
        <source>Cover (Full)</source>
        <translation>遮蔽（完全）</translation>
    </message>
    <message>
        <source>Difficult Terrain</source>
        <translation>困難地形</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>逃走</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>突撃</translation>
    </message>
    <message>
        <source>Strong Attack</source>
        <translation>強打</translation>
    </message>
    <message>
        <source>break free</source>
        <translation>振りほどき</translation>
    </message>
    <message>
        <source>Grappled Enemy</source>
        <translation>組み付かれた敵</translation>
    </message>
    <message>
        <source>Defending</source>
        <translation>防御中</translation>
    </message>
    <message>
        <source>Past a protector</source>
        <translation>かばう者を避けて</translation>
    </message>
    <message>
        <source>harmful terrain</source>
        <translation>有害地形</translation>
    </message>
    <message>
        <source>Harmful Terrain</source>
        <translation>有害地形</translation>
    </message>
    <message>
        <source>Uneven ground</source>
        <translation>不整地</translation>
    </message>
    <message>
        <source>swimming in deep water</source>
        <translation>深い水での水泳</translation>
    </message>
    <message>
        <source>holding breath</source>
        <translation>息止め</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>地上</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低空</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高空</translation>
    </message>
    <message>
        <source>leaping</source>
        <translation>跳躍</translation>
    </message>
    <message>
        <source>jumping down (the fall&apos;s damage less 1 per DoS)</source>
        <translation>飛び降り（落下ダメージを成功度1につき1減らす）</translation>
    </message>
    <message>
        <source>Run-up</source>
        <translation>助走</translation>
    </message>
    <message>
        <source>Awareness against Stealth</source>
        <translation>〈知覚〉対〈隠密〉</translation>
    </message>
    <message>
        <source>Fate point</source>
        <translation>運命点</translation>
    </message>
    <message>
        <source>Combo</source>
        <translation>コンボ</translation>
    </message>
    <message>
        <source>shake-off</source>
        <translation>振り払い</translation>
    </message>
    <message>
        <source>resist ailment</source>
        <translation>状態異常への抵抗</translation>
    </message>
    <message>
        <source>Ailment</source>
        <translation>状態異常</translation>
    </message>
    <message>
        <source>Earlier failures</source>
        <translation>これまでの失敗</translation>
    </message>
    <message>
        <source>Dizzy</source>
        <translation>めまい</translation>
    </message>
    <message>
        <source>Burning</source>
        <translation>炎上</translation>
    </message>
    <message>
        <source>Put out</source>
        <translation>消火</translation>
    </message>
    <message>
        <source>Enraged</source>
        <translation>激昂</translation>
    </message>
    <message>
        <source>Shocked</source>
        <translation>感電</translation>
    </message>
    <message>
        <source>Frozen</source>
        <translation>凍結</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>朦朧</translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation>支配</translation>
    </message>
    <message>
        <source>Confused</source>
        <translation>混乱</translation>
    </message>
    <message>
        <source>Hallucinating</source>
        <translation>幻覚</translation>
    </message>
    <message>
        <source>Hypnotised</source>
        <translation>催眠</translation>
    </message>
    <message>
        <source>Running Target</source>
        <translation>走行中の目標</translation>
    </message>
    <message>
        <source>Running Target (Shoot)</source>
        <translation>走行中の目標（射撃）</translation>
    </message>
    <message>
        <source>Fatigued</source>
        <translation>疲労</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>消耗</translation>
    </message>
    <message>
        <source>blood loss</source>
        <translation>失血</translation>
    </message>
    <message>
        <source>Trouble Concentrating</source>
        <translation>集中困難</translation>
    </message>
    <message>
        <source>Stemming the bleeding</source>
        <translation>止血</translation>
    </message>
    <message>
        <source>Inner Damage</source>
        <translation>内部損傷</translation>
    </message>
    <message>
        <source>Broken Toes</source>
        <translation>足指の骨折</translation>
    </message>
    <message>
        <source>Broken Fingers</source>
        <translation>指の骨折</translation>
    </message>
    <message>
        <source>Crucial Strike</source>
        <translation>致命打</translation>
    </message>
    <message>
        <source>Fracture</source>
        <translation>骨折（頭蓋）</translation>
    </message>
    <message>
        <source>Blinded</source>
        <translation>失明</translation>
    </message>
    <message>
        <source>Graze</source>
        <translation>かすり傷</translation>
    </message>
    <message>
        <source>Internal Bleeding</source>
        <translation>内出血</translation>
    </message>
    <message>
        <source>Hand Pain</source>
        <translation>手の痛み</translation>
    </message>
    <message>
        <source>Broken Wrist</source>
        <translation>手首の骨折</translation>
    </message>
    <message>
        <source>Broken Arm</source>
        <translation>腕の骨折</translation>
    </message>
    <message>
        <source>Foot Pain</source>
        <translation>足の痛み</translation>
    </message>
    <message>
        <source>Broken Foot</source>
        <translation>足の骨折</translation>
    </message>
    <message>
        <source>Broken Leg</source>
        <translation>脚の骨折</translation>
    </message>
    <message>
        <source>Dimming Light</source>
        <translation>薄れる光</translation>
    </message>
    <message>
        <source>Hairline Fracture</source>
        <translation>ヘアライン骨折</translation>
    </message>
    <message>
        <source>Panic Healing</source>
        <translation>恐慌治癒</translation>
    </message>
    <message>
        <source>Existential Crisis</source>
        <translation>存在の危機</translation>
    </message>
    <message>
        <source>Analyse Target</source>
        <translation>目標分析</translation>
    </message>
    <message>
        <source>Distract</source>
        <translation>陽動</translation>
    </message>
    <message>
        <source>War Cry</source>
        <translation>鬨の声</translation>
    </message>
    <message>
        <source>Taunt</source>
        <translation>挑発</translation>
    </message>
    <message>
        <source>distracted: the better roll, dropped</source>
        <translation>陽動：良い方の出目を捨てた</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>分析済み</translation>
    </message>
    <message>
        <source>Taunted</source>
        <translation>挑発</translation>
    </message>
    <message>
        <source>Taunted (another target)</source>
        <translation>挑発（別の目標）</translation>
    </message>
    <message>
        <source>Fear (Will or Fortitude)</source>
        <translation>恐怖（意志または不屈）</translation>
    </message>
    <message>
        <source>shaking off fear</source>
        <translation>恐怖の振り払い</translation>
    </message>
    <message>
        <source>staying conscious (Physique, Exhausted)</source>
        <translation>意識の維持（肉体、疲労困憊）</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>動揺</translation>
    </message>
    <message>
        <source>Avoidance (engaged with what it fears)</source>
        <translation>回避（恐れる相手と交戦中）</translation>
    </message>
    <message>
        <source>Avoidance</source>
        <translation>回避</translation>
    </message>
    <message>
        <source>Panic</source>
        <translation>恐慌</translation>
    </message>
    <message>
        <source>Frozen with fear</source>
        <translation>恐怖によるすくみ</translation>
    </message>
    <message>
        <source>Catatonia</source>
        <translation>緊張病性昏迷</translation>
    </message>
    <message>
        <source>an injury</source>
        <translation>負傷</translation>
    </message>
    <message>
        <source>an important ally defeated</source>
        <translation>重要な味方の敗北</translation>
    </message>
</context>
<context>
    <name>elements</name>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>{path} must be an object.</source>
        <translation>{path} はオブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>{path} must be text.</source>
        <translation>{path} は文字列でなければなりません。</translation>
    </message>
    <message>
        <source>This deck is for {game}, not for {expected}.</source>
        <translation>このデッキは {game} 用で、{expected} 用ではありません。</translation>
    </message>
    <message>
        <source>{path} is longer than {max} bytes.</source>
        <translation>{path} が {max} バイトを超えています。</translation>
    </message>
    <message>
        <source>{path}: a deck needs an object of card lists, one per section.</source>
        <translation>{path}: デッキにはセクションごとのカード一覧（オブジェクト）が必要です。</translation>
    </message>
    <message>
        <source>{path}: at most {max}, not {count}.</source>
        <translation>{path}: 最大 {max} までです（{count} あります）。</translation>
    </message>
    <message>
        <source>{path}: unknown section (this game&apos;s sections: {sections}).</source>
        <translation>{path}: 不明なセクションです（このゲームのセクション: {sections}）。</translation>
    </message>
    <message>
        <source>{path} must be a list of cards with counts.</source>
        <translation>{path} は枚数付きのカード一覧でなければなりません。</translation>
    </message>
    <message>
        <source>{path} is missing.</source>
        <translation>{path} がありません。</translation>
    </message>
    <message>
        <source>{path} must be a card name.</source>
        <translation>{path} はカード名でなければなりません。</translation>
    </message>
    <message>
        <source>{path}: no card of this game is called {name}.</source>
        <translation>{path}: このゲームに {name} というカードはありません。</translation>
    </message>
    <message>
        <source>{path} must be a whole number from 1 to {max}, not {value}.</source>
        <translation>{path} は 1 から {max} までの整数でなければなりません（{value} は使えません）。</translation>
    </message>
    <message>
        <source>And {count} more problems.</source>
        <translation>ほかに {count} 件の問題があります。</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>It is not {seat}&apos;s decision now.</source>
        <translation>今は{seat}が決める番ではありません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>This game has no move called "{action}".</source>
        <translation>このゲームに「{action}」という手はありません。</translation>
    </message>
    <message>
        <source>The move "{action}" was refused: its argument "{argument}" is not acceptable ({problem}).</source>
        <translation>手「{action}」は受け付けられません。引数「{argument}」が不正です（{problem}）。</translation>
    </message>
    <message>
        <source>The rules could not handle this move; nothing changed. (Internal error: {detail})</source>
        <translation>ルールがこの手を処理できませんでした。何も変わっていません。（内部エラー: {detail}）</translation>
    </message>
    <message>
        <source>You have already acquired this turn&apos;s grimoire (Action A).</source>
        <translation>このターンの魔導書はもう獲得しています（アクションA）。</translation>
    </message>
    <message>
        <source>Finish acquiring both grimoires of turn 4 before casting a spell (Action A is one action).</source>
        <translation>4ターン目は魔導書を2枚とも獲得してから呪文を唱えてください（アクションAは1つの行動です）。</translation>
    </message>
    <message>
        <source>That grimoire is not in the explore area.</source>
        <translation>その魔導書は探索エリアにありません。</translation>
    </message>
    <message>
        <source>Grimoires are acquired only during your turn.</source>
        <translation>魔導書は自分のターンにだけ獲得できます。</translation>
    </message>
    <message>
        <source>A grimoire goes onto its own colour ({element}) in your library.</source>
        <translation>魔導書は書庫の自分の色（{element}）に置きます。</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>その席はありません。</translation>
    </message>
    <message>
        <source>That spell is not available under your contract (a contract spell is cast once per game).</source>
        <translation>その呪文は契約から使えません（契約の呪文はゲーム中1回だけです）。</translation>
    </message>
    <message>
        <source>{spell} is not in your hand.</source>
        <translation>{spell}は手札にありません。</translation>
    </message>
    <message>
        <source>Contracts are made after round 4.</source>
        <translation>契約はラウンド4の後に行います。</translation>
    </message>
    <message>
        <source>{seat} did not fulfil the contract and loses.</source>
        <translation>{seat}は契約を果たせず、負けです。</translation>
    </message>
    <message>
        <source>Contracts, colours and hands are all even: a draw.</source>
        <translation>契約、色、手札がすべて同じ: 引き分けです。</translation>
    </message>
    <message>
        <source>{seat} has more power in {won} colours against {lost}.</source>
        <translation>{seat}は{won}色で魔力が多く、相手は{lost}色です。</translation>
    </message>
    <message>
        <source>{seat} wins with more spells left in hand.</source>
        <translation>{seat}は手札の呪文が多く、勝ちです。</translation>
    </message>
    <message>
        <source>Hastur at level 3 counters only red or blue spells; black and white need level 5.</source>
        <translation>レベル3のハスターは赤か青の呪文しか打ち消せません。黒と白にはレベル5が必要です。</translation>
    </message>
    <message>
        <source>There is no spell to answer now.</source>
        <translation>今は応じる呪文がありません。</translation>
    </message>
    <message>
        <source>Hastur is not in your hand.</source>
        <translation>ハスターは手札にありません。</translation>
    </message>
    <message>
        <source>Hastur is cast only in your opponent&apos;s turn, against a spell they cast.</source>
        <translation>ハスターは相手のターンに、相手が唱えた呪文に対してだけ唱えられます。</translation>
    </message>
    <message>
        <source>You need at least 3 yellow power to cast Hastur (you have {power}).</source>
        <translation>ハスターを唱えるには黄の魔力が3以上必要です（現在{power}）。</translation>
    </message>
    <message>
        <source>{seat} casts {spell} at level {level}.</source>
        <translation>{seat}が{spell}をレベル{level}で唱えました。</translation>
    </message>
    <message>
        <source>{seat} casts {spell} from the contract (level 5).</source>
        <translation>{seat}が契約から{spell}を唱えました（レベル5）。</translation>
    </message>
    <message>
        <source>{seat} places a spell under contract, face down.</source>
        <translation>{seat}が呪文を裏向きで契約に置きました。</translation>
    </message>
    <message>
        <source>{seat} places {spell} under contract.</source>
        <translation>{seat}が{spell}を契約に置きました。</translation>
    </message>
    <message>
        <source>{seat} counters {spell} with Hastur.</source>
        <translation>{seat}がハスターで{spell}を打ち消しました。</translation>
    </message>
    <message>
        <source>{seat} turns an Insight 5 card sideways.</source>
        <translation>{seat}が洞察5のカードを横向きにしました。</translation>
    </message>
    <message>
        <source>{seat} ends the turn.</source>
        <translation>{seat}がターンを終えました。</translation>
    </message>
    <message>
        <source>Round 8 is over: the winner is decided.</source>
        <translation>ラウンド8が終わりました: 勝敗を判定します。</translation>
    </message>
    <message>
        <source>{seat} loses {spells} at random.</source>
        <translation>{seat}はランダムに{spells}を失いました。</translation>
    </message>
    <message>
        <source>A turbidity grimoire moves to {element}.</source>
        <translation>混濁の魔導書が{element}へ移りました。</translation>
    </message>
    <message>
        <source>{spell} finds no target.</source>
        <translation>{spell}の対象がありません。</translation>
    </message>
    <message>
        <source>{seat} lets the spell resolve.</source>
        <translation>{seat}は呪文を解決させました。</translation>
    </message>
    <message>
        <source>Round {round}: {seat} lays out {count} grimoires.</source>
        <translation>ラウンド{round}: {seat}が魔導書を{count}枚並べました。</translation>
    </message>
    <message>
        <source>Cast a spell or end your turn.</source>
        <translation>呪文を唱えるか、ターンを終えてください。</translation>
    </message>
    <message>
        <source>Place one spell from your hand under contract.</source>
        <translation>手札の呪文を1枚、契約に置いてください。</translation>
    </message>
    <message>
        <source>Answer {spell} with Hastur, or let it resolve.</source>
        <translation>{spell}にハスターで応じるか、解決させてください。</translation>
    </message>
    <message>
        <source>Choose a grimoire in your opponent&apos;s library to banish ({chosen} of {max} chosen).</source>
        <translation>除外する相手の書庫の魔導書を選んでください（{max}枚中{chosen}枚選択済み）。</translation>
    </message>
    <message>
        <source>Choose turbidity cards to move to their other colour ({chosen} of up to {max}), then Done.</source>
        <translation>もう一方の色へ動かす混濁カードを選び（最大{max}枚中{chosen}枚）、終わったら完了を押してください。</translation>
    </message>
    <message>
        <source>Choose an Insight 5 card of yours to turn sideways.</source>
        <translation>横向きにする自分の洞察5のカードを選んでください。</translation>
    </message>
    <message>
        <source>You cannot end your turn now.</source>
        <translation>今はターンを終えられません。</translation>
    </message>
    <message>
        <source>{spell} cannot choose that card.</source>
        <translation>{spell}はそのカードを選べません。</translation>
    </message>
    <message>
        <source>A spell is cast from the hand or the contract.</source>
        <translation>呪文は手札か契約から唱えます。</translation>
    </message>
    <message>
        <source>No spell is waiting for targets.</source>
        <translation>対象を待っている呪文はありません。</translation>
    </message>
    <message>
        <source>Spells are cast during your own turn.</source>
        <translation>呪文は自分のターンに唱えます。</translation>
    </message>
    <message>
        <source>You have already cast a spell this turn (Action B).</source>
        <translation>このターンはもう呪文を唱えています（アクションB）。</translation>
    </message>
    <message>
        <source>You need at least 3 {element} power to cast {spell} (you have {power}).</source>
        <translation>{spell}を唱えるには{element}の魔力が3以上必要です（現在{power}）。</translation>
    </message>
    <message>
        <source>There is no such spell.</source>
        <translation>その呪文はありません。</translation>
    </message>
    <message>
        <source>Choose one of the turbidity card&apos;s two colours: {element1} or {element2}.</source>
        <translation>混濁カードの2色から1つを選んでください: {element1}か{element2}。</translation>
    </message>
    <message>
        <source>This game has no such move.</source>
        <translation>このゲームにそのような手はありません。</translation>
    </message>
    <message numerus="yes">
        <source>You must acquire %n grimoire(s) before ending your turn (Action A).</source>
        <translation>
            <numerusform>ターンを終える前に魔導書を %n 枚獲得しなければなりません（アクションA）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} turns %n Insight 5 card(s) sideways.</source>
        <translation>
            <numerusform>{seat} はインサイト5のカード %n 枚を横向きにします。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acquire %n grimoire(s) and cast up to one spell.</source>
        <translation>
            <numerusform>魔導書を %n 枚獲得し、呪文を1つまで唱えてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{spell} must choose at least %n card(s).</source>
        <translation>
            <numerusform>{spell} は少なくとも %n 枚のカードを選ばなければなりません。</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} acquires a {element} grimoire.</source>
        <translation>{seat}が{element}の魔導書を獲得しました。</translation>
    </message>
    <message>
        <source>{seat} acquires a {element} Insight {insight} grimoire.</source>
        <translation>{seat}が{element}の洞察{insight}の魔導書を獲得しました。</translation>
    </message>
    <message>
        <source>{seat} acquires a {element} Insight {insight} grimoire; it turns sideways.</source>
        <translation>{seat}が{element}の洞察{insight}の魔導書を獲得し、横向きになりました。</translation>
    </message>
    <message>
        <source>{seat} acquires a turbidity grimoire ({elements}) and lays it on {element}.</source>
        <translation>{seat}が混濁の魔導書（{elements}）を獲得し、{element}に置きました。</translation>
    </message>
    <message>
        <source>{seat} banishes a {element} grimoire from {owner}&apos;s library.</source>
        <translation>{seat}が{owner}の書庫から{element}の魔導書を除外しました。</translation>
    </message>
    <message>
        <source>You cannot act for {seat}.</source>
        <translation>{seat}の代わりに行動することはできません。</translation>
    </message>
    <message>
        <source>That move was already sent (number {seq}); it was not applied again.</source>
        <translation>その手はすでに送信済みです(番号{seq})。再度適用されませんでした。</translation>
    </message>
    <message>
        <source>Spectators cannot act.</source>
        <translation>観戦者は行動できません。</translation>
    </message>
    <message>
        <source>The game has not started.</source>
        <translation>ゲームはまだ始まっていません。</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>{names}を待っています。</translation>
    </message>
    <message>
        <source>Only a seated player in the lobby can be ready.</source>
        <translation>準備完了にできるのはロビーで席に着いているプレイヤーだけです。</translation>
    </message>
    <message>
        <source>That seat is not in the game.</source>
        <translation>その席はゲームに参加していません。</translation>
    </message>
    <message>
        <source>Battle cards are spoken only in the Battle Phase.</source>
        <translation>バトルカードはバトルフェイズにのみ使えます。</translation>
    </message>
    <message>
        <source>Choose an Eva that is fighting this battle.</source>
        <translation>このバトルに出撃しているエヴァを選んでください。</translation>
    </message>
    <message>
        <source>{eva} is down and cannot fight (Battle step 1).</source>
        <translation>{eva}はダウンしているため出撃できません（バトル手順1）。</translation>
    </message>
    <message>
        <source>List the Evas to assign.</source>
        <translation>出撃させるエヴァを指定してください。</translation>
    </message>
    <message>
        <source>Evas are assigned at the start of a battle.</source>
        <translation>エヴァの出撃はバトルの最初に決めます。</translation>
    </message>
    <message>
        <source>{eva} cannot fight: its pilot is down (Battle step 1).</source>
        <translation>{eva}はパイロットがダウンしているため出撃できません（バトル手順1）。</translation>
    </message>
    <message>
        <source>Each Eva is named once: Unit Zero, Unit One, Unit Two.</source>
        <translation>エヴァは零号機・初号機・弐号機をそれぞれ一度だけ指定します。</translation>
    </message>
    <message>
        <source>Angel and Consummation cards are never spoken.</source>
        <translation>使徒カードと補完カードは使えません。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <source>Consummation is declared only in your Consummation Phase at level 2.</source>
        <translation>補完の宣言は自分の補完フェイズにレベル2のときだけできます。</translation>
    </message>
    <message>
        <source>Only one copy of each Angel may be in a deck; "{name}" has {count}.</source>
        <translation>同じ使徒はデッキに1枚までです。「{name}」が{count}枚あります。</translation>
    </message>
    <message>
        <source>The Consummation card "{name}" is placed in front of you, not shuffled into the deck.</source>
        <translation>補完カード「{name}」はデッキに入れず、自分の前に置きます。</translation>
    </message>
    <message>
        <source>A deck is an object with sections holding card lists.</source>
        <translation>デッキはカードの一覧を持つセクションで構成されます。</translation>
    </message>
    <message>
        <source>"{name}" is not a Consummation card and cannot be chosen as one.</source>
        <translation>「{name}」は補完カードではないため、補完カードとして選べません。</translation>
    </message>
    <message>
        <source>Choose exactly one Consummation card; this deck has {count}.</source>
        <translation>補完カードはちょうど1枚選んでください。このデッキには{count}枚あります。</translation>
    </message>
    <message>
        <source>A deck of {count} cards needs at least {needed} Angels (one per 15 cards or part of 15); it has {angels}.</source>
        <translation>{count}枚のデッキには使徒が{needed}枚以上必要です（15枚ごとに1枚）。現在{angels}枚です。</translation>
    </message>
    <message>
        <source>At most 3 copies of a card may be in a deck; "{name}" has {count}.</source>
        <translation>同名カードはデッキに3枚までです。「{name}」が{count}枚あります。</translation>
    </message>
    <message>
        <source>A deck needs at least 30 cards; this one has {count}.</source>
        <translation>デッキは30枚以上必要です。このデッキは{count}枚です。</translation>
    </message>
    <message>
        <source>There is no Neo-Tokyo card called "{name}".</source>
        <translation>「{name}」というネオ東京のカードはありません。</translation>
    </message>
    <message>
        <source>Neo-Tokyo decks have only the sections main and consummation, not "{section}".</source>
        <translation>ネオ東京のデッキのセクションは main と consummation だけです（「{section}」は使えません）。</translation>
    </message>
    <message>
        <source>This deck is for another game, not Neo-Tokyo.</source>
        <translation>このデッキはネオ東京用ではありません。</translation>
    </message>
    <message>
        <source>Drama cards are not spoken in this phase.</source>
        <translation>このフェイズではドラマカードは使えません。</translation>
    </message>
    <message>
        <source>The last player standing could not defeat the Angel: the Angels win and humanity perishes.</source>
        <translation>最後のプレイヤーが使徒に敗れました。使徒の勝利、人類は滅亡します。</translation>
    </message>
    <message>
        <source>{seat} completes the Consummation of {character}. Congratulations!</source>
        <translation>{seat}が{character}の補完を達成しました。おめでとう！</translation>
    </message>
    <message>
        <source>{seat} is the last player standing with no Angel in Neo-Tokyo and wins.</source>
        <translation>ネオ東京に使徒がいないため、最後に残った{seat}の勝利です。</translation>
    </message>
    <message>
        <source>Every player has lost: the Angels win and humanity perishes.</source>
        <translation>全員が敗退しました。使徒の勝利、人類は滅亡します。</translation>
    </message>
    <message>
        <source>Nothing needs discarding now.</source>
        <translation>今は捨てるカードはありません。</translation>
    </message>
    <message>
        <source>Only the active player speaks Lines; others only in reaction (Line).</source>
        <translation>セリフを使えるのは手番プレイヤーだけです。他のプレイヤーはリアクションでのみ使えます（セリフ）。</translation>
    </message>
    <message>
        <source>Choose one of the card&apos;s Line marks (Line).</source>
        <translation>カードのセリフマークを1つ選んでください（セリフ）。</translation>
    </message>
    <message>
        <source>Line cards are spoken only in the Main Phase (Line).</source>
        <translation>セリフはメインフェイズにのみ使えます（セリフ）。</translation>
    </message>
    <message>
        <source>This card can only be spoken as a Line (Line).</source>
        <translation>このカードはセリフとしてのみ使えます（セリフ）。</translation>
    </message>
    <message>
        <source>{speaker} cannot reach {character}: not adjacent and not through a group (adjacency).</source>
        <translation>{speaker}は{character}に届きません。隣接しておらず、グループを通しても届きません（隣接）。</translation>
    </message>
    <message>
        <source>{angel} appears in Neo-Tokyo.</source>
        <translation>{angel}がネオ東京に現れた。</translation>
    </message>
    <message>
        <source>{seat} puts an Angel face down outside Neo-Tokyo.</source>
        <translation>{seat}が使徒を裏向きでネオ東京の外に置いた。</translation>
    </message>
    <message>
        <source>{angel} waits face down outside Neo-Tokyo.</source>
        <translation>{angel}が裏向きでネオ東京の外に待機している。</translation>
    </message>
    <message>
        <source>{card} is cancelled; it still counts as spoken.</source>
        <translation>{card}は打ち消された（使用済みとして数える）。</translation>
    </message>
    <message>
        <source>The Evas&apos; Strength {evas} against the Angel&apos;s {angel}.</source>
        <translation>エヴァの戦闘力{evas}対使徒の戦闘力{angel}。</translation>
    </message>
    <message>
        <source>{angel} wins the battle: {seat} discards {count} cards at random.</source>
        <translation>{angel}の勝利。{seat}は手札を{count}枚ランダムに捨てる。</translation>
    </message>
    <message>
        <source>{seat} discards {card}.</source>
        <translation>{seat}が{card}を捨てた。</translation>
    </message>
    <message>
        <source>{seat} discards {card} at random.</source>
        <translation>{seat}が{card}をランダムに捨てた。</translation>
    </message>
    <message>
        <source>{character} is down.</source>
        <translation>{character}がダウンした。</translation>
    </message>
    <message>
        <source>{seat} counts {dp} DP.</source>
        <translation>{seat}のDPは{dp}。</translation>
    </message>
    <message>
        <source>{seat} draws a card.</source>
        <translation>{seat}がカードを1枚引いた。</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>{card}を引いた。</translation>
    </message>
    <message>
        <source>{eva} is down.</source>
        <translation>{eva}がダウンした。</translation>
    </message>
    <message>
        <source>{eva} recovers.</source>
        <translation>{eva}が回復した。</translation>
    </message>
    <message>
        <source>{character} is grouped with {with}.</source>
        <translation>{character}が{with}とグループになった。</translation>
    </message>
    <message>
        <source>{card} is discarded instead of {character} going down.</source>
        <translation>{character}の代わりに{card}が捨てられた。</translation>
    </message>
    <message>
        <source>{seat} reaches Consummation level {level}.</source>
        <translation>{seat}の補完レベルが{level}になった。</translation>
    </message>
    <message>
        <source>{seat} cannot draw from an empty draw pile and loses.</source>
        <translation>{seat}は山札が尽きて引けないため敗退した。</translation>
    </message>
    <message>
        <source>{seat} has no cards in hand and loses.</source>
        <translation>{seat}は手札がないため敗退した。</translation>
    </message>
    <message>
        <source>{seat}: {character} speaks {card} in reaction.</source>
        <translation>{seat}：{character}がリアクションで{card}を使った。</translation>
    </message>
    <message>
        <source>{character} recovers.</source>
        <translation>{character}が回復した。</translation>
    </message>
    <message>
        <source>{character} is hurt and leaves the group instead of going down.</source>
        <translation>{character}は傷つき、ダウンする代わりにグループから離れた。</translation>
    </message>
    <message>
        <source>{seat}: {character} speaks {card}.</source>
        <translation>{seat}：{character}が{card}を使った。</translation>
    </message>
    <message>
        <source>{seat} declares the Consummation Stage of {character}.</source>
        <translation>{seat}が{character}の補完ステージを宣言した。</translation>
    </message>
    <message>
        <source>{seat} attracts {character} in the Stage with {card}.</source>
        <translation>{seat}がステージで{card}を使い{character}を惹きつけた。</translation>
    </message>
    <message>
        <source>{seat} fails the Consummation Stage.</source>
        <translation>{seat}の補完ステージは失敗した。</translation>
    </message>
    <message>
        <source>{seat} hurts {character} in the Stage with {card}.</source>
        <translation>{seat}がステージで{card}を使い{character}を傷つけた。</translation>
    </message>
    <message>
        <source>Turn {turn}: {seat}.</source>
        <translation>ターン{turn}：{seat}。</translation>
    </message>
    <message>
        <source>Humanity wins: {angel} is defeated.</source>
        <translation>人類の勝利。{angel}を撃破した。</translation>
    </message>
    <message>
        <source>Only Drama cards may be played in the Opening Draw.</source>
        <translation>オープニングドローではドラマカードしか使えません。</translation>
    </message>
    <message>
        <source>Choose the Evas that fight {angel}.</source>
        <translation>{angel}と戦うエヴァを選んでください。</translation>
    </message>
    <message>
        <source>Speak a Battle or Drama card, or pass.</source>
        <translation>バトルカードかドラマカードを使うか、パスしてください。</translation>
    </message>
    <message>
        <source>Declare the Consummation Stage, or not.</source>
        <translation>補完ステージを宣言するかどうか選んでください。</translation>
    </message>
    <message>
        <source>Speak a card or pass.</source>
        <translation>カードを使うか、パスしてください。</translation>
    </message>
    <message>
        <source>Speak a Drama card or pass.</source>
        <translation>ドラマカードを使うか、パスしてください。</translation>
    </message>
    <message>
        <source>React to {card}, or pass.</source>
        <translation>{card}にリアクションするか、パスしてください。</translation>
    </message>
    <message>
        <source>Attract {character} with a Line, or give up.</source>
        <translation>セリフで{character}を惹きつけるか、あきらめてください。</translation>
    </message>
    <message>
        <source>Hurt {character} with a Line, or pass for the rest of the Stage.</source>
        <translation>セリフで{character}を傷つけるか、パスしてください（このステージではもう使えません）。</translation>
    </message>
    <message>
        <source>Choose the Eva to put this card on (Put).</source>
        <translation>このカードを置くエヴァを選んでください（プット）。</translation>
    </message>
    <message>
        <source>Cards may not be put on a downed Eva (Put).</source>
        <translation>ダウンしたエヴァにはカードを置けません（プット）。</translation>
    </message>
    <message>
        <source>Put, Character and Eva cards are spoken only in the Main Phase.</source>
        <translation>プット・キャラクター・エヴァカードはメインフェイズにのみ使えます。</translation>
    </message>
    <message>
        <source>{character} already has two cards put on them (Put).</source>
        <translation>{character}にはすでに2枚のカードが置かれています（プット）。</translation>
    </message>
    <message>
        <source>A Line spoken in reaction answers only a Line (reaction).</source>
        <translation>リアクションのセリフはセリフに対してのみ使えます（リアクション）。</translation>
    </message>
    <message>
        <source>Only a Line or a card marked Reaction can answer a card (reaction).</source>
        <translation>カードに応じられるのはセリフかリアクションカードだけです（リアクション）。</translation>
    </message>
    <message>
        <source>A Reaction card is spoken only in answer to a card the active player speaks (reaction).</source>
        <translation>リアクションカードは手番プレイヤーが使ったカードに応じてのみ使えます（リアクション）。</translation>
    </message>
    <message>
        <source>A reaction Line must use the opposite mark on {character} to cancel the Line it answers (reaction).</source>
        <translation>リアクションのセリフは{character}に対して逆のマークでなければ打ち消せません（リアクション）。</translation>
    </message>
    <message>
        <source>Choose a downed main character to recover.</source>
        <translation>回復させるダウン中のメインキャラクターを選んでください。</translation>
    </message>
    <message>
        <source>{character} is down and cannot speak (speaking).</source>
        <translation>{character}はダウンしているため話せません（発言）。</translation>
    </message>
    <message>
        <source>{character} has already spoken this turn (speaking limit).</source>
        <translation>{character}はこのターンすでに話しました（発言制限）。</translation>
    </message>
    <message>
        <source>The Angel in Neo-Tokyo keeps {character} from speaking (Angel rules text).</source>
        <translation>ネオ東京の使徒のせいで{character}は話せません（使徒の効果）。</translation>
    </message>
    <message>
        <source>In the Stage you may only attract {character}.</source>
        <translation>ステージでは{character}を惹きつけることしかできません。</translation>
    </message>
    <message>
        <source>In the Stage you may only hurt {character}.</source>
        <translation>ステージでは{character}を傷つけることしかできません。</translation>
    </message>
    <message>
        <source>Only Line cards are spoken in the Stage (Stage).</source>
        <translation>ステージではセリフしか使えません（ステージ）。</translation>
    </message>
    <message>
        <source>A decision is needed now; passing is not possible.</source>
        <translation>今は選択が必要です。パスはできません。</translation>
    </message>
    <message>
        <source>No card can be spoken now.</source>
        <translation>今はカードを使えません。</translation>
    </message>
    <message>
        <source>It is not {seat}&apos;s chance to speak (timing).</source>
        <translation>今は{seat}の発言の番ではありません（タイミング）。</translation>
    </message>
    <message numerus="yes">
        <source>{seat} sends %n Eva(s) to battle.</source>
        <translation>
            <numerusform>{seat}がエヴァを%n機出撃させた。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Negative DP: discard %n card(s) of your choice.</source>
        <translation>
            <numerusform>DPがマイナスです。手札から%n枚選んで捨ててください。</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} is put on {on}.</source>
        <translation>{card}が{on}に置かれた。</translation>
    </message>
    <message>
        <source>{seat} does something hidden.</source>
        <translation>{seat}が非公開の行動をしました。</translation>
    </message>
    <message>
        <source>{seat} share something hidden.</source>
        <translation>{seat}が非公開のやり取りをしました。</translation>
    </message>
    <message>
        <source>{who} rolls {dice}: {faces} = {total}.</source>
        <translation>{who} が {dice} を振る: {faces} = {total}。</translation>
    </message>
    <message numerus="yes">
        <source>{who} tests {what}: rolls {roll} against {target}, passed with %n degree(s) of success.</source>
        <translation>
            <numerusform>{who} の{what}判定: 目標値 {target} に対して出目 {roll}、成功度 %n で成功。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} tests {what}: rolls {roll} against {target}, failed with %n degree(s) of failure.</source>
        <translation>
            <numerusform>{who} の{what}判定: 目標値 {target} に対して出目 {roll}、失敗度 %n で失敗。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} tests {what}: rolls {roll} against {target}, a critical success with %n degree(s) of success.</source>
        <translation>
            <numerusform>{who} の{what}判定: 目標値 {target} に対して出目 {roll}、クリティカル成功（成功度 %n）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} tests {what}: rolls {roll} against {target}, a fumble with %n degree(s) of failure.</source>
        <translation>
            <numerusform>{who} の{what}判定: 目標値 {target} に対して出目 {roll}、ファンブル（失敗度 %n）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} ({roll} against {target}) opposed by {against} ({againstRoll} against {againstTarget}): {winner} wins.</source>
        <translation>{who}（目標値 {target} に出目 {roll}）と {against}（目標値 {againstTarget} に出目 {againstRoll}）の対抗判定: {winner} の勝ち。</translation>
    </message>
    <message>
        <source>Spells (Hastur)</source>
        <translation>呪文（ハスター）</translation>
    </message>
    <message>
        <source>{seat} has already discarded and drawn this turn (Discard &amp; Draw).</source>
        <translation>{seat}はこのターン、すでに捨て札と補充を済ませています（捨て札と補充）。</translation>
    </message>
    <message>
        <source>A card is named twice.</source>
        <translation>同じカードが二度指定されています。</translation>
    </message>
    <message>
        <source>Every player discards and draws first (Discard &amp; Draw).</source>
        <translation>まず全員が捨て札と補充を行います（捨て札と補充）。</translation>
    </message>
    <message>
        <source>Your team has no such character.</source>
        <translation>そのキャラクターはあなたのチームにいません。</translation>
    </message>
    <message>
        <source>A knocked out character cannot enter the city (Active Character Selection).</source>
        <translation>ノックアウトされたキャラクターは街に入れません（アクティブキャラクター選択）。</translation>
    </message>
    <message>
        <source>Actions are taken in the Action phase.</source>
        <translation>アクションはアクションフェイズに行います。</translation>
    </message>
    <message>
        <source>Cards are discarded in the Discard &amp; Draw phase only.</source>
        <translation>カードを捨てられるのは捨て札と補充フェイズだけです。</translation>
    </message>
    <message>
        <source>That card is not in your combat hand.</source>
        <translation>そのカードはあなたの戦闘手札にありません。</translation>
    </message>
    <message>
        <source>That card is not in your planning hand.</source>
        <translation>そのカードはあなたの計画手札にありません。</translation>
    </message>
    <message>
        <source>Planning cards are played in the Planning phase.</source>
        <translation>計画カードは計画フェイズに使います。</translation>
    </message>
    <message>
        <source>Characters enter the city in Active Character Selection.</source>
        <translation>キャラクターはアクティブキャラクター選択で街に入ります。</translation>
    </message>
    <message>
        <source>{seat} has no conscious character and is out of the game.</source>
        <translation>{seat}には意識のあるキャラクターがいないため、ゲームから脱落しました。</translation>
    </message>
    <message>
        <source>Roar discards combat cards only when redrawing to 5.</source>
        <translation>咆哮で戦闘カードを捨てられるのは5枚まで引き直すときだけです。</translation>
    </message>
    <message>
        <source>Unknown action "{type}".</source>
        <translation>不明なアクション「{type}」です。</translation>
    </message>
    <message>
        <source>Discard any planning cards and draw up to 5.</source>
        <translation>計画カードを好きなだけ捨て、5枚まで引いてください。</translation>
    </message>
    <message>
        <source>{seat}: play planning cards, then done.</source>
        <translation>{seat}：計画カードを使い、終わったら完了してください。</translation>
    </message>
    <message>
        <source>{seat}: choose the active character.</source>
        <translation>{seat}：アクティブキャラクターを選んでください。</translation>
    </message>
    <message>
        <source>{seat}: the active character takes an action.</source>
        <translation>{seat}：アクティブキャラクターがアクションを行います。</translation>
    </message>
    <message>
        <source>Turn {turn}.</source>
        <translation>ターン{turn}。</translation>
    </message>
    <message>
        <source>{seat} discards {discarded} and draws {drew}.</source>
        <translation>{seat}は{discarded}枚捨てて{drew}枚引きます。</translation>
    </message>
    <message>
        <source>{seat} adds {card} to the city.</source>
        <translation>{seat}は{card}を街に加えます。</translation>
    </message>
    <message>
        <source>{seat} sends {card} into the city.</source>
        <translation>{seat}は{card}を街に送り込みます。</translation>
    </message>
    <message>
        <source>{seat} roars: +2 energy, draws {drew}.</source>
        <translation>{seat}が咆哮：エネルギー+2、{drew}枚引きます。</translation>
    </message>
    <message>
        <source>{seat} passes.</source>
        <translation>{seat}はパスします。</translation>
    </message>
    <message>
        <source>{seat} has the last team standing.</source>
        <translation>{seat}のチームが最後まで残りました。</translation>
    </message>
    <message>
        <source>Glory reached {glory}.</source>
        <translation>栄光が{glory}に達しました。</translation>
    </message>
    <message>
        <source>Opening Draw</source>
        <translation>オープニングドロー</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>Main phase</source>
        <translation>メインフェイズ</translation>
    </message>
    <message>
        <source>Consummation Stage</source>
        <translation>成就ステージ</translation>
    </message>
    <message>
        <source>{seat} passes (stop).</source>
        <translation>{seat} はパスしました（ストップ）。</translation>
    </message>
    <message>
        <source>Choose a character of another player.</source>
        <translation>他のプレイヤーのキャラクターを選んでください。</translation>
    </message>
    <message>
        <source>A knocked out character cannot fight.</source>
        <translation>ノックアウトされたキャラクターは戦えません。</translation>
    </message>
    <message>
        <source>Attack targets an active character (challenge an inactive one).</source>
        <translation>攻撃の対象はアクティブなキャラクターです（非アクティブなキャラクターには挑戦します）。</translation>
    </message>
    <message>
        <source>Challenge targets an inactive character (attack an active one).</source>
        <translation>挑戦の対象は非アクティブなキャラクターです（アクティブなキャラクターは攻撃します）。</translation>
    </message>
    <message>
        <source>Accept or decline the challenge first.</source>
        <translation>まず挑戦を受けるか断ってください。</translation>
    </message>
    <message>
        <source>No challenge is waiting for an answer.</source>
        <translation>返答を待っている挑戦はありません。</translation>
    </message>
    <message>
        <source>A combat is under way: the Sword strikes, then the Shield blocks.</source>
        <translation>戦闘中です。ソードが攻撃し、次にシールドが防御します。</translation>
    </message>
    <message>
        <source>No combat is under way.</source>
        <translation>戦闘は行われていません。</translation>
    </message>
    <message>
        <source>{seat} is the Shield this round: answer the attack cards.</source>
        <translation>{seat}はこのラウンドのシールドです。攻撃カードに応じてください。</translation>
    </message>
    <message>
        <source>{seat} is the Sword this round: play attack cards or pass.</source>
        <translation>{seat}はこのラウンドのソードです。攻撃カードを出すかパスしてください。</translation>
    </message>
    <message>
        <source>{card} is not an attack card: it has no Damage (K2).</source>
        <translation>{card}は攻撃カードではありません。ダメージがありません（K2）。</translation>
    </message>
    <message>
        <source>{card} has neither Toughness nor COUNTERATTACK (K2).</source>
        <translation>{card}にはタフネスもカウンターアタックもありません（K2）。</translation>
    </message>
    <message>
        <source>Each shield card names the one attack card it answers (K2).</source>
        <translation>シールドのカードはそれぞれ、応じる攻撃カードを1枚指定します（K2）。</translation>
    </message>
    <message>
        <source>There is no such attack card to answer.</source>
        <translation>応じるべきその攻撃カードはありません。</translation>
    </message>
    <message>
        <source>No CHAIN card may be played in the first round of a combat (K3).</source>
        <translation>戦闘の第1ラウンドにはチェインのカードを出せません（K3）。</translation>
    </message>
    <message>
        <source>The Shield may not play COUNTERATTACK cards in the first round of a combat (K3).</source>
        <translation>戦闘の第1ラウンドには、シールドはカウンターアタックのカードを出せません（K3）。</translation>
    </message>
    <message>
        <source>The cost boxes need {energy} energy beyond the pools, and {have} is left (K1).</source>
        <translation>コストの枠にはプールを超えて{energy}エネルギーが必要ですが、残りは{have}です（K1）。</translation>
    </message>
    <message>
        <source>Rage attacks are off in this game.</source>
        <translation>このゲームでは怒りの攻撃は使えません。</translation>
    </message>
    <message>
        <source>A rage attack needs {needed} fury; you have {fury} (K6).</source>
        <translation>怒りの攻撃には怒りが{needed}必要です。現在{fury}です（K6）。</translation>
    </message>
    <message>
        <source>The rage attack must be one of the cards played (K6).</source>
        <translation>怒りの攻撃は出したカードのうちの1枚でなければなりません（K6）。</translation>
    </message>
    <message>
        <source>After the combat, play a scar or none first.</source>
        <translation>戦闘の後です。まず傷を1枚出すか、出さないかを選んでください。</translation>
    </message>
    <message>
        <source>{card} is not a scar.</source>
        <translation>{card}は傷ではありません。</translation>
    </message>
    <message>
        <source>Scars go first on your own kaiju that fought and was not knocked out, one per kaiju.</source>
        <translation>傷はまず、戦ってノックアウトされなかった自分の怪獣に付けます。1体につき1枚です。</translation>
    </message>
    <message>
        <source>A scar goes on an enemy kaiju that fought and was not knocked out, one per kaiju.</source>
        <translation>傷は、戦ってノックアウトされなかった敵の怪獣に付けます。1体につき1枚です。</translation>
    </message>
    <message>
        <source>Scars are played at the end of a combat.</source>
        <translation>傷は戦闘の終わりに出します。</translation>
    </message>
    <message>
        <source>{seat}: accept or decline the challenge.</source>
        <translation>{seat}：挑戦を受けるか断ってください。</translation>
    </message>
    <message>
        <source>{seat} is the Sword: play attack cards face down, or pass (round {round}).</source>
        <translation>{seat}はソードです。攻撃カードを裏向きに出すか、パスしてください（第{round}ラウンド）。</translation>
    </message>
    <message>
        <source>{seat} is the Shield: answer the {attacks} attack cards face down.</source>
        <translation>{seat}はシールドです。{attacks}枚の攻撃カードに裏向きで応じてください。</translation>
    </message>
    <message>
        <source>{seat}: a scar on your own kaiju that fought, or none.</source>
        <translation>{seat}：戦った自分の怪獣に傷を付けるか、付けないかを選んでください。</translation>
    </message>
    <message>
        <source>{seat}: a scar on an enemy kaiju that fought, or none.</source>
        <translation>{seat}：戦った敵の怪獣に傷を付けるか、付けないかを選んでください。</translation>
    </message>
    <message>
        <source>{seat} challenges {card}.</source>
        <translation>{seat}が{card}に挑戦します。</translation>
    </message>
    <message>
        <source>{seat} declines the challenge.</source>
        <translation>{seat}は挑戦を断ります。</translation>
    </message>
    <message>
        <source>{seat} accepts: {card} enters the city.</source>
        <translation>{seat}が受けます。{card}が街に入ります。</translation>
    </message>
    <message>
        <source>{card} fights {targetCard}.</source>
        <translation>{card}が{targetCard}と戦います。</translation>
    </message>
    <message>
        <source>{seat} plays {count} attack cards face down.</source>
        <translation>{seat}が攻撃カードを{count}枚裏向きに出します。</translation>
    </message>
    <message>
        <source>{seat} plays no attack card.</source>
        <translation>{seat}は攻撃カードを出しません。</translation>
    </message>
    <message>
        <source>Reveal: {attacks} attack cards against {answers} shield cards.</source>
        <translation>公開：攻撃カード{attacks}枚に対しシールドのカード{answers}枚。</translation>
    </message>
    <message>
        <source>{card} takes {amount} damage.</source>
        <translation>{card}は{amount}ダメージを受けます。</translation>
    </message>
    <message>
        <source>{card} is knocked out: {seat} takes {glory} glory.</source>
        <translation>{card}がノックアウトされました。{seat}が栄光{glory}を得ます。</translation>
    </message>
    <message>
        <source>Round {round}: {seat} is the Sword.</source>
        <translation>第{round}ラウンド：{seat}がソードです。</translation>
    </message>
    <message>
        <source>The combat ends after round {round}.</source>
        <translation>戦闘は第{round}ラウンドの後に終わります。</translation>
    </message>
    <message>
        <source>{seat} draws {drew} combat cards.</source>
        <translation>{seat}は戦闘カードを{drew}枚引きます。</translation>
    </message>
    <message>
        <source>{seat} scars {targetCard} with {card}.</source>
        <translation>{seat}が{targetCard}に{card}の傷を付けます。</translation>
    </message>
    <message>
        <source>Chains in a Main Phase</source>
        <translation>メインフェイズのチェーン</translation>
    </message>
    <message>
        <source>The Battle Phase</source>
        <translation>バトルフェイズ</translation>
    </message>
    <message>
        <source>{seat}: do you wish to continue? (Chain Link {link}, Speed {speed})</source>
        <translation>{seat}：チェーンを続けますか？（チェーン{link}、スピード{speed}）</translation>
    </message>
    <message>
        <source>{seat}: play a card in the {step} step, or pass</source>
        <translation>{seat}：{step}ステップでカードを使うか、パスしてください</translation>
    </message>
    <message>
        <source>{seat}: summon, set, change positions, or move on</source>
        <translation>{seat}：召喚、セット、表示形式の変更をするか、先へ進んでください</translation>
    </message>
    <message>
        <source>{seat}: declare an attack or end the Battle Phase</source>
        <translation>{seat}：攻撃を宣言するか、バトルフェイズを終えてください</translation>
    </message>
    <message>
        <source>{seat}: discard down to 6 cards</source>
        <translation>{seat}：手札が6枚になるまで捨ててください</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>対戦は終了しました</translation>
    </message>
    <message>
        <source>{seat} begins turn {turn}</source>
        <translation>{seat}のターン{turn}開始</translation>
    </message>
    <message>
        <source>{seat} draws a card</source>
        <translation>{seat}はカードを1枚引いた</translation>
    </message>
    <message>
        <source>{seat} draws {card}</source>
        <translation>{seat}は{card}を引いた</translation>
    </message>
    <message>
        <source>{seat} summons {card}</source>
        <translation>{seat}は{card}を召喚した</translation>
    </message>
    <message>
        <source>{seat} Sacrifice Summons {card}</source>
        <translation>{seat}は{card}を生け贄召喚した</translation>
    </message>
    <message>
        <source>{seat} sacrifices {card}</source>
        <translation>{seat}は{card}を生け贄にした</translation>
    </message>
    <message>
        <source>{seat} sets a servant face-down</source>
        <translation>{seat}はサーヴァントを裏向きでセットした</translation>
    </message>
    <message>
        <source>{seat} sets {card} face-down</source>
        <translation>{seat}は{card}を裏向きでセットした</translation>
    </message>
    <message>
        <source>{seat} Flip Summons {card}</source>
        <translation>{seat}は{card}を反転召喚した</translation>
    </message>
    <message>
        <source>{seat} turns {card} to {position}</source>
        <translation>{seat}は{card}を{position}にした</translation>
    </message>
    <message>
        <source>{seat} pays {amount} Health</source>
        <translation>{seat}はヘルスを{amount}払った</translation>
    </message>
    <message>
        <source>{card}&apos;s {kind} power</source>
        <translation>{card}の{kind}能力</translation>
    </message>
    <message>
        <source>{seat} sets a card in the strategy zone</source>
        <translation>{seat}はストラテジーゾーンにカードをセットした</translation>
    </message>
    <message>
        <source>{seat} enters the Battle Phase</source>
        <translation>{seat}はバトルフェイズに入った</translation>
    </message>
    <message>
        <source>{seat} declares the end of the Battle Phase (End step)</source>
        <translation>{seat}はバトルフェイズの終了を宣言した（エンドステップ）</translation>
    </message>
    <message>
        <source>{seat} ends the Battle Phase (Main Phase 2)</source>
        <translation>{seat}はバトルフェイズを終えた（メインフェイズ2）</translation>
    </message>
    <message>
        <source>{seat} does not continue the chain</source>
        <translation>{seat}はチェーンを続けない</translation>
    </message>
    <message>
        <source>{seat} plays nothing</source>
        <translation>{seat}は何も使わない</translation>
    </message>
    <message>
        <source>{seat} discards {card} (hand limit 6)</source>
        <translation>{seat}は{card}を捨てた（手札上限6枚）</translation>
    </message>
    <message>
        <source>{card} is destroyed</source>
        <translation>{card}は破壊された</translation>
    </message>
    <message>
        <source>{card} is destroyed with the servant it was bound to</source>
        <translation>{card}は対象のサーヴァントとともに破壊された</translation>
    </message>
    <message>
        <source>{card} leaves the map slot</source>
        <translation>{card}はマップスロットを離れた</translation>
    </message>
    <message>
        <source>{seat} activates {card} as Chain Link {link} (Speed {speed})</source>
        <translation>{seat}は{card}をチェーン{link}として発動した（スピード{speed}）</translation>
    </message>
    <message>
        <source>Chain Link {link}, {card}, is cancelled and destroyed</source>
        <translation>チェーン{link}の{card}は無効になり破壊された</translation>
    </message>
    <message>
        <source>Chain Link {link} resolves: {card}</source>
        <translation>チェーン{link}を解決：{card}</translation>
    </message>
    <message>
        <source>{card} has lost its target and does nothing</source>
        <translation>{card}は対象を失い、何もしない</translation>
    </message>
    <message>
        <source>The defender&apos;s servants changed: Replay, {seat} chooses the attack again</source>
        <translation>防御側のサーヴァントが変わった：リプレイ、{seat}は攻撃を選び直す</translation>
    </message>
    <message>
        <source>The attacking servant is gone: the attack ends</source>
        <translation>攻撃したサーヴァントがいなくなった：攻撃は終わる</translation>
    </message>
    <message>
        <source>{card} attacks {target}</source>
        <translation>{card}が{target}を攻撃</translation>
    </message>
    <message>
        <source>{card} attacks a set servant</source>
        <translation>{card}がセットされたサーヴァントを攻撃</translation>
    </message>
    <message>
        <source>{card} attacks directly</source>
        <translation>{card}の直接攻撃</translation>
    </message>
    <message>
        <source>{card} is flipped face-up by the attack</source>
        <translation>{card}は攻撃で表向きになった</translation>
    </message>
    <message>
        <source>Damage calculation: OFF {off} against {stat} {against}</source>
        <translation>ダメージ計算：OFF {off}対{stat} {against}</translation>
    </message>
    <message>
        <source>{seat} takes {amount} damage</source>
        <translation>{seat}は{amount}ダメージを受けた</translation>
    </message>
    <message>
        <source>{seat} gains {amount} Health</source>
        <translation>{seat}はヘルスを{amount}回復した</translation>
    </message>
    <message>
        <source>{seat} Special Summons {card}</source>
        <translation>{seat}は{card}を特殊召喚した</translation>
    </message>
    <message>
        <source>{seat} ends the turn</source>
        <translation>{seat}はターンを終えた</translation>
    </message>
    <message>
        <source>{seat} has no Health left and loses</source>
        <translation>{seat}はヘルスがなくなり敗北</translation>
    </message>
    <message>
        <source>{seat} cannot draw and loses</source>
        <translation>{seat}はカードを引けず敗北</translation>
    </message>
    <message>
        <source>Both players reached 0 Health at once: a draw</source>
        <translation>両プレイヤーのヘルスが同時に0になった：引き分け</translation>
    </message>
    <message>
        <source>{target} is on {name}&apos;s side.</source>
        <translation>{target}は{name}の味方です。</translation>
    </message>
    <message>
        <source>A Called Attack names a hit location of the target.</source>
        <translation>狙い撃ちでは目標の命中部位を指定します。</translation>
    </message>
    <message>
        <source>{target} is already down.</source>
        <translation>{target}はすでに倒れている。</translation>
    </message>
    <message>
        <source>A Fast Attack is a melee attack.</source>
        <translation>速攻は近接攻撃です。</translation>
    </message>
    <message>
        <source>Only a Called Attack chooses the hit location.</source>
        <translation>命中部位を選べるのは狙い撃ちだけです。</translation>
    </message>
    <message>
        <source>{name} has no line of sight to {target} (C7).</source>
        <translation>{name}から{target}への射線が通っていない（C7）。</translation>
    </message>
    <message>
        <source>No such combatant is in sight.</source>
        <translation>そのような戦闘員は見えていません。</translation>
    </message>
    <message>
        <source>A melee attack needs {target} adjacent.</source>
        <translation>近接攻撃には{target}が隣接している必要があります。</translation>
    </message>
    <message numerus="yes">
        <source>{target} is %n square(s) away, beyond the weapon&apos;s range of {range}.</source>
        <translation>
            <numerusform>{target}は%nマス先で、武器の射程{range}を超えています。</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no such attack variation.</source>
        <translation>そのような攻撃の種類はありません。</translation>
    </message>
    <message>
        <source>The Director ends the encounter.</source>
        <translation>ディレクターが遭遇を終了しました。</translation>
    </message>
    <message>
        <source>Every player combatant is down: the Director wins.</source>
        <translation>プレイヤー側の戦闘員が全員倒れました。ディレクターの勝利です。</translation>
    </message>
    <message>
        <source>Every enemy is down: the players win.</source>
        <translation>敵が全員倒れました。プレイヤーの勝利です。</translation>
    </message>
    <message>
        <source>Only the Director ends an encounter.</source>
        <translation>遭遇を終了できるのはディレクターだけです。</translation>
    </message>
    <message>
        <source>This match&apos;s options do not let the Director end the encounter.</source>
        <translation>この対戦の設定では、ディレクターは遭遇を終了できません。</translation>
    </message>
    <message>
        <source>{name} ends the turn.</source>
        <translation>{name}が手番を終えました。</translation>
    </message>
    <message>
        <source>{name} focuses (an Advantage on the next test).</source>
        <translation>{name}が集中しました（次の判定に有利1）。</translation>
    </message>
    <message>
        <source>{name} moves.</source>
        <translation>{name}が移動しました。</translation>
    </message>
    <message>
        <source>{name} is stopped by someone unseen.</source>
        <translation>{name}は見えない何者かに阻まれました。</translation>
    </message>
    <message>
        <source>{name} is hit in the {location}: damage {damage} against defence {defense}, no wound.</source>
        <translation>{name}の{location}に命中：ダメージ{damage}対防御{defense}、負傷なし。</translation>
    </message>
    <message numerus="yes">
        <source>Round %n</source>
        <translation>
            <numerusform>第%nラウンド</numerusform>
        </translation>
    </message>
    <message>
        <source>Something moves out of sight.</source>
        <translation>視界の外で何かが動きました。</translation>
    </message>
    <message numerus="yes">
        <source>{name} is hit in the {location}: damage {damage} against defence {defense}, %n wound(s).</source>
        <translation>
            <numerusform>{name}の{location}に命中：ダメージ{damage}対防御{defense}、負傷%n。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has used this turn&apos;s Move.</source>
        <translation>{name}はこの手番の移動を使い切りました。</translation>
    </message>
    <message>
        <source>No path leads there (walls, corners and combatants block).</source>
        <translation>そこへ通じる経路がありません（壁、角、戦闘員が塞いでいます）。</translation>
    </message>
    <message>
        <source>That square is off the map.</source>
        <translation>そのマスはマップの外です。</translation>
    </message>
    <message numerus="yes">
        <source>That costs {cost} of movement; {name} has %n left.</source>
        <translation>
            <numerusform>その移動には{cost}かかります。{name}の残りは%nです。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has no Action left this turn (a turn has two Actions).</source>
        <translation>{name}にはこの手番のアクションが残っていません（1手番に2アクション）。</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not that combatant&apos;s.</source>
        <translation>今は{name}の手番で、その戦闘員の手番ではありません。</translation>
    </message>
    <message>
        <source>It is not your combatant&apos;s turn.</source>
        <translation>あなたの戦闘員の手番ではありません。</translation>
    </message>
    <message>
        <source>The encounter is over.</source>
        <translation>遭遇は終了しました。</translation>
    </message>
    <message>
        <source>The Director acts.</source>
        <translation>ディレクターが行動中です。</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name}の手番です。</translation>
    </message>
    <message>
        <source>An action and its variations are not repeated in a turn ({name}).</source>
        <translation>同じアクションとその派生は1手番に繰り返せません（{name}）。</translation>
    </message>
    <message>
        <source>Combat Grid has no such action.</source>
        <translation>コンバットグリッドにそのような行動はありません。</translation>
    </message>
    <message>
        <source>Scars after a combat</source>
        <translation>戦闘後の傷跡</translation>
    </message>
    <message>
        <source>{seat} takes control of {card}</source>
        <translation>{seat}が{card}のコントロールを得た</translation>
    </message>
    <message>
        <source>{seat}&apos;s servant zone is full: {card} does nothing</source>
        <translation>{seat}のサーヴァントゾーンがいっぱいです：{card}は何もしない</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>対戦は終わっています。</translation>
    </message>
    <message>
        <source>There is no chain or step to pass in.</source>
        <translation>パスするチェーンやステップがありません。</translation>
    </message>
    <message>
        <source>First answer the chain or the step: continue with a card, or pass.</source>
        <translation>まずチェーンかステップに答えてください：カードで続けるか、パスします。</translation>
    </message>
    <message>
        <source>{card} is a Speed 1 card: it never answers a chain.</source>
        <translation>{card}はスピード1のカードです：チェーンに応じることはできません。</translation>
    </message>
    <message>
        <source>{card} has Speed {speed}: the top link of the chain has Speed {top}, and a card answering it must be at least as fast (Speed 2 or more; only Speed 3 answers Speed 3).</source>
        <translation>{card}はスピード{speed}です。チェーンの一番上はスピード{top}で、応じるカードはそれ以上の速さが必要です（スピード2以上。スピード3に応じられるのはスピード3だけです）。</translation>
    </message>
    <message>
        <source>{what} only in your Main Phase 1 or 2.</source>
        <translation>{what}のは自分のメインフェイズ1か2だけです。</translation>
    </message>
    <message>
        <source>That is done only in the Battle Phase.</source>
        <translation>それはバトルフェイズにだけ行えます。</translation>
    </message>
    <message>
        <source>The Battle Phase follows Main Phase 1.</source>
        <translation>バトルフェイズはメインフェイズ1の後に行います。</translation>
    </message>
    <message>
        <source>The starting player has no Battle Phase in their first turn.</source>
        <translation>先攻のプレイヤーは最初のターンにバトルフェイズを行えません。</translation>
    </message>
    <message>
        <source>{card} is not a servant: strategies and conspiracies go to the strategy zone.</source>
        <translation>{card}はサーヴァントではありません：ストラテジーとコンスピラシーはストラテジーゾーンに置きます。</translation>
    </message>
    <message>
        <source>You have already Normal Summoned or Set a servant this turn (once per turn, shared by both Main Phases).</source>
        <translation>このターンはすでにサーヴァントを通常召喚またはセットしています（1ターンに1回、2つのメインフェイズで共通）。</translation>
    </message>
    <message>
        <source>A sacrifice must be a servant in your own servant zone.</source>
        <translation>生け贄は自分のサーヴァントゾーンにいるサーヴァントでなければなりません。</translation>
    </message>
    <message>
        <source>A servant is sacrificed only once.</source>
        <translation>同じサーヴァントを2回生け贄にはできません。</translation>
    </message>
    <message>
        <source>A level {level} servant needs exactly %n sacrifice(s).</source>
        <translation>レベル{level}のサーヴァントにはちょうど%n体の生け贄が必要です。</translation>
    </message>
    <message>
        <source>Choose one of your five slots.</source>
        <translation>自分の5つのスロットから1つを選んでください。</translation>
    </message>
    <message>
        <source>That servant slot is taken (five-card limit of the Servant Card Zone).</source>
        <translation>そのサーヴァントスロットは埋まっています（サーヴァントゾーンは5枚まで）。</translation>
    </message>
    <message>
        <source>Your servant zone is full (five-card limit of the Servant Card Zone).</source>
        <translation>サーヴァントゾーンがいっぱいです（サーヴァントゾーンは5枚まで）。</translation>
    </message>
    <message>
        <source>That strategy slot is taken (five-card limit of the Strategy &amp; Conspiracy Card Zone).</source>
        <translation>そのストラテジースロットは埋まっています（ストラテジー＆コンスピラシーゾーンは5枚まで）。</translation>
    </message>
    <message>
        <source>That is not a servant you control.</source>
        <translation>それはあなたがコントロールするサーヴァントではありません。</translation>
    </message>
    <message>
        <source>Only a face-down (Set) servant can be Flip Summoned.</source>
        <translation>反転召喚できるのは裏向き（セット）のサーヴァントだけです。</translation>
    </message>
    <message>
        <source>A Set servant changes position only by a Flip Summon.</source>
        <translation>セットされたサーヴァントは反転召喚でしか表示形式を変えられません。</translation>
    </message>
    <message>
        <source>A servant summoned or set this turn cannot change position.</source>
        <translation>このターンに召喚・セットしたサーヴァントは表示形式を変えられません。</translation>
    </message>
    <message>
        <source>A servant that attacked this turn cannot change position.</source>
        <translation>このターンに攻撃したサーヴァントは表示形式を変えられません。</translation>
    </message>
    <message>
        <source>This servant has already changed position this turn.</source>
        <translation>このサーヴァントはこのターンすでに表示形式を変えています。</translation>
    </message>
    <message>
        <source>{card} has no Cost power.</source>
        <translation>{card}にはコスト能力がありません。</translation>
    </message>
    <message>
        <source>A face-down servant uses no power.</source>
        <translation>裏向きのサーヴァントは能力を使えません。</translation>
    </message>
    <message>
        <source>{card}&apos;s Cost power is used once per turn.</source>
        <translation>{card}のコスト能力は1ターンに1回だけ使えます。</translation>
    </message>
    <message>
        <source>Paying {cost} Health for {card} needs more than that left.</source>
        <translation>{card}のためにヘルスを{cost}払うには、それより多いヘルスが残っている必要があります。</translation>
    </message>
    <message>
        <source>{card} is a servant: it is summoned or set in the servant zone.</source>
        <translation>{card}はサーヴァントです：サーヴァントゾーンに召喚またはセットします。</translation>
    </message>
    <message>
        <source>A Map Strategy card is played to the map slot, not set in the strategy zone.</source>
        <translation>マップストラテジーはマップスロットに出します。ストラテジーゾーンにはセットできません。</translation>
    </message>
    <message>
        <source>That card is not in your hand nor set face-down in your strategy zone.</source>
        <translation>そのカードは手札にも、自分のストラテジーゾーンに裏向きでセットされてもいません。</translation>
    </message>
    <message>
        <source>{card} is a servant: it is summoned, not activated.</source>
        <translation>{card}はサーヴァントです：発動ではなく召喚します。</translation>
    </message>
    <message>
        <source>{card} is activated only in your own Main Phase 1 or 2, with no chain open.</source>
        <translation>{card}は、チェーンがない自分のメインフェイズ1か2にだけ発動できます。</translation>
    </message>
    <message>
        <source>{card} answers an attack of your opponent&apos;s.</source>
        <translation>{card}は相手の攻撃に応じて使うカードです。</translation>
    </message>
    <message>
        <source>{card} is a Conspiracy card: it is always set face-down first.</source>
        <translation>{card}はコンスピラシーです：必ず先に裏向きでセットします。</translation>
    </message>
    <message>
        <source>{card} was set this turn: a Conspiracy card is activated from a later turn.</source>
        <translation>{card}はこのターンにセットされました：コンスピラシーはセットした後のターンから発動できます。</translation>
    </message>
    <message>
        <source>{card} answers a Strategy or Conspiracy card on the chain.</source>
        <translation>{card}はチェーン上のストラテジーかコンスピラシーに応じて使うカードです。</translation>
    </message>
    <message>
        <source>In the Damage step only cards that change OFF or DEF are played; {card} does not.</source>
        <translation>ダメージステップで使えるのはOFFかDEFを変えるカードだけです。{card}は違います。</translation>
    </message>
    <message>
        <source>{card} takes control of a servant your opponent controls.</source>
        <translation>{card}は相手がコントロールするサーヴァントのコントロールを得るカードです。</translation>
    </message>
    <message>
        <source>{card} needs a face-up servant as its target.</source>
        <translation>{card}には表向きのサーヴァントを対象に選ぶ必要があります。</translation>
    </message>
    <message>
        <source>{card} brings out a servant of level {level} or lower from your hand: choose one.</source>
        <translation>{card}は手札からレベル{level}以下のサーヴァントを出します：1体を選んでください。</translation>
    </message>
    <message>
        <source>Only a servant in Offense Position attacks.</source>
        <translation>攻撃できるのは攻撃表示のサーヴァントだけです。</translation>
    </message>
    <message>
        <source>A servant attacks only once per turn.</source>
        <translation>サーヴァントが攻撃できるのは1ターンに1回だけです。</translation>
    </message>
    <message>
        <source>A card on the map keeps this servant from attacking.</source>
        <translation>場のカードがこのサーヴァントの攻撃を封じています。</translation>
    </message>
    <message>
        <source>A direct attack is possible only when your opponent has no servants.</source>
        <translation>直接攻撃できるのは、相手にサーヴァントがいないときだけです。</translation>
    </message>
    <message>
        <source>There is no servant in that slot to attack.</source>
        <translation>そのスロットには攻撃できるサーヴァントがいません。</translation>
    </message>
    <message>
        <source>Discarding is done in the End Phase, down to 6.</source>
        <translation>手札を捨てるのはエンドフェイズに、6枚になるまでです。</translation>
    </message>
    <message numerus="yes">
        <source>A Charge moves at least one square and at most a Basic Move (%n) along a free path.</source>
        <translation>
            <numerusform>突撃は空いた経路に沿って少なくとも1マス、最大で基本移動（%n）まで移動します。</numerusform>
        </translation>
    </message>
    <message>
        <source>A Charge, and only it, names the square its Basic Move ends on.</source>
        <translation>基本移動の終点のマスを指定するのは突撃だけです。</translation>
    </message>
    <message>
        <source>That attack variation is a melee attack.</source>
        <translation>その攻撃のバリエーションは近接攻撃です。</translation>
    </message>
    <message>
        <source>A Strong Attack, and only it, takes one or two Disadvantages (+2 damage each).</source>
        <translation>強打だけが不利を1つか2つ受けます（1つにつきダメージ+2）。</translation>
    </message>
    <message>
        <source>{name} has already declared a Disengage this turn.</source>
        <translation>{name}はこの手番ですでに離脱を宣言しています。</translation>
    </message>
    <message>
        <source>A Disengage is by a test or by an Action.</source>
        <translation>離脱はテストかアクションで行います。</translation>
    </message>
    <message>
        <source>{name} is not Engaged in Melee.</source>
        <translation>{name}は近接戦闘中ではありません。</translation>
    </message>
    <message>
        <source>{name} charges {target}.</source>
        <translation>{name}が{target}に突撃します。</translation>
    </message>
    <message>
        <source>{name}&apos;s Charge is stopped short.</source>
        <translation>{name}の突撃は途中で止められました。</translation>
    </message>
    <message>
        <source>{name} makes a Chance Attack on {target}, who flees.</source>
        <translation>{name}が逃走する{target}に機会攻撃を行います。</translation>
    </message>
    <message>
        <source>{name} makes a Chance Attack on {target}, who rises.</source>
        <translation>{name}が起き上がる{target}に機会攻撃を行います。</translation>
    </message>
    <message>
        <source>{name} spends an Action to disengage.</source>
        <translation>{name}はアクションを使って離脱します。</translation>
    </message>
    <message>
        <source>{name} will test to disengage.</source>
        <translation>{name}はテストで離脱を試みます。</translation>
    </message>
    <message>
        <source>{name} is knocked prone.</source>
        <translation>{name}は倒されて伏せ状態になりました。</translation>
    </message>
    <message>
        <source>{name} rises.</source>
        <translation>{name}は起き上がります。</translation>
    </message>
    <message>
        <source>{name} is not prone.</source>
        <translation>{name}は伏せていません。</translation>
    </message>
    <message>
        <source>There is no city card to rampage against.</source>
        <translation>暴れ回る相手の都市カードがありません。</translation>
    </message>
    <message>
        <source>Play for the city (accept) or let the rampage go on without you (decline) first.</source>
        <translation>まず、都市側でプレイする（受ける）か、関わらずに暴れさせる（断る）かを選んでください。</translation>
    </message>
    <message>
        <source>Fight on against the next city card, or stop, first.</source>
        <translation>まず、次の都市カードと戦い続けるか、やめるかを選んでください。</translation>
    </message>
    <message>
        <source>Keep your combat hand or draw a new one first.</source>
        <translation>まず、戦闘手札をそのままにするか、新しく引き直すかを選んでください。</translation>
    </message>
    <message>
        <source>No rampage is waiting for that choice.</source>
        <translation>その選択を待っている暴走はありません。</translation>
    </message>
    <message>
        <source>The city does not move: only a kaiju&apos;s MOVE turns the city.</source>
        <translation>都市は移動しません。都市を回すのは怪獣の MOVE だけです。</translation>
    </message>
    <message>
        <source>The cards played have MOVE {have} ({move} asked).</source>
        <translation>出したカードの MOVE は {have} です（{move} を指定）。</translation>
    </message>
    <message>
        <source>No collateral damage in a Rampage (neither the rampager nor the city&apos;s cards).</source>
        <translation>暴走中は巻き添えダメージを与えられません（暴れる側も都市側のカードも）。</translation>
    </message>
    <message>
        <source>There is no city card at position {position}.</source>
        <translation>位置 {position} に都市カードはありません。</translation>
    </message>
    <message>
        <source>Each card with RANGE n hits one of the first n city cards, 1 damage each.</source>
        <translation>RANGE n のカード1枚につき、先頭から n 枚までの都市カード1枚に1ダメージを与えます。</translation>
    </message>
    <message>
        <source>{seat}: play for the city against the rampage?</source>
        <translation>{seat}：暴走に対して都市側でプレイしますか？</translation>
    </message>
    <message>
        <source>{seat}: draw 2 combat cards and fight on against the next city card, or stop.</source>
        <translation>{seat}：戦闘カードを2枚引いて次の都市カードと戦い続けるか、やめてください。</translation>
    </message>
    <message>
        <source>{seat}: keep your combat hand for the city, or discard it and draw 5.</source>
        <translation>{seat}：都市側の戦闘手札をそのままにするか、捨てて5枚引いてください。</translation>
    </message>
    <message>
        <source>{seat} plays for the city.</source>
        <translation>{seat} が都市側でプレイします。</translation>
    </message>
    <message>
        <source>{seat} does not play for the city.</source>
        <translation>{seat} は都市側でプレイしません。</translation>
    </message>
    <message>
        <source>{seat} stops the rampage.</source>
        <translation>{seat} は暴走をやめます。</translation>
    </message>
    <message>
        <source>{seat} fights on and draws {drew}.</source>
        <translation>{seat} は戦い続け、{drew} 枚引きます。</translation>
    </message>
    <message>
        <source>{seat} discards the combat hand and draws {drew}.</source>
        <translation>{seat} は戦闘手札を捨てて {drew} 枚引きます。</translation>
    </message>
    <message>
        <source>{seat} keeps the combat hand.</source>
        <translation>{seat} は戦闘手札をそのままにします。</translation>
    </message>
    <message>
        <source>{seat} moves {points}: {card} is in front.</source>
        <translation>{seat} は {points} 移動：{card} が先頭になります。</translation>
    </message>
    <message>
        <source>{seat} rampages on against {card}.</source>
        <translation>{seat} は {card} に対して暴れ続けます。</translation>
    </message>
    <message>
        <source>{name} may make a Chance Attack: take it or let it go first.</source>
        <translation>{name}が機会攻撃を行えます。先に攻撃するか見逃すかを決めてください。</translation>
    </message>
    <message>
        <source>No Chance Attack is waiting for an answer.</source>
        <translation>答えを待っている機会攻撃はありません。</translation>
    </message>
    <message>
        <source>{name} lets {target} go (no Chance Attack).</source>
        <translation>{name}は{target}を見逃します（機会攻撃なし）。</translation>
    </message>
    <message>
        <source>{name} makes a Chance Attack on {target}, whose Grapple failed.</source>
        <translation>{name}が組み付きに失敗した{target}に機会攻撃を行います。</translation>
    </message>
    <message>
        <source>{name} defends (an Advantage on evasion and Chance Attacks until its next turn).</source>
        <translation>{name}は防御します（次の手番まで回避と機会攻撃に有利）。</translation>
    </message>
    <message>
        <source>{name} grapples {target}.</source>
        <translation>{name}が{target}に組み付きます。</translation>
    </message>
    <message>
        <source>{name} breaks free of {target}&apos;s grapple.</source>
        <translation>{name}は{target}の組み付きを振りほどきます。</translation>
    </message>
    <message>
        <source>{name} is no longer grappled.</source>
        <translation>{name}はもう組み付かれていません。</translation>
    </message>
    <message>
        <source>{name} fails to break {target}&apos;s grapple and does nothing.</source>
        <translation>{name}は{target}の組み付きを振りほどけず、何もできません。</translation>
    </message>
    <message>
        <source>{name} protects {target} (the next hit on it is taken instead).</source>
        <translation>{name}が{target}をかばいます（次の命中を代わりに受けます）。</translation>
    </message>
    <message>
        <source>{name} takes the hit meant for {target}.</source>
        <translation>{name}が{target}への攻撃を代わりに受けます。</translation>
    </message>
    <message numerus="yes">
        <source>{name} is pushed back %n square(s).</source>
        <translation>
            <numerusform>{name}は%nマス押し戻されます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is pushed back %n square(s) into an obstacle ({left} Stress and damage).</source>
        <translation>
            <numerusform>{name}は%nマス押し戻されて障害物にぶつかります（ストレスとダメージ{left}）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} may make a Chance Attack on {target}.</source>
        <translation>{name}は{target}に機会攻撃を行えます。</translation>
    </message>
    <message>
        <source>{name} protects a standing ally, not {target}.</source>
        <translation>{name}がかばえるのは立っている味方だけです（{target}は不可）。</translation>
    </message>
    <message>
        <source>Several enemy characters fight: declare the target of each attack card (drag it onto that kaiju).</source>
        <translation>複数の敵キャラクターが戦っています。各攻撃カードの目標を宣言してください（その怪獣へドラッグ）。</translation>
    </message>
    <message>
        <source>An attack card&apos;s target must be an enemy character still in the fight.</source>
        <translation>攻撃カードの目標は、まだ戦闘に残っている敵キャラクターでなければなりません。</translation>
    </message>
    <message>
        <source>An attack card is played by one of your characters still in the fight.</source>
        <translation>攻撃カードは、まだ戦闘に残っている自分のキャラクターの誰かが出します。</translation>
    </message>
    <message>
        <source>The Shield plays a card only for the character targeted by the attack card it answers.</source>
        <translation>シールドは、応じる攻撃カードの目標になったキャラクターのためにだけカードを出せます。</translation>
    </message>
    <message>
        <source>Choose the characters who join the fight (or none) first.</source>
        <translation>まず、戦闘に加わるキャラクターを選んでください（誰も加えなくてもかまいません）。</translation>
    </message>
    <message>
        <source>Only your conscious characters not yet in the fight may join it.</source>
        <translation>戦闘に加われるのは、まだ戦闘にいない、意識のある自分のキャラクターだけです。</translation>
    </message>
    <message>
        <source>No fight is waiting for characters to join.</source>
        <translation>キャラクターの参加を待っている戦闘はありません。</translation>
    </message>
    <message>
        <source>{seat}: other characters of your team may join the fight (draw 1 combat card each), or none.</source>
        <translation>{seat}：チームの他のキャラクターを戦闘に加えられます（1体につき戦闘カードを1枚引く）。加えなくてもかまいません。</translation>
    </message>
    <message>
        <source>{seat} adds {count} characters to the fight and draws {drew}.</source>
        <translation>{seat} は {count} 体を戦闘に加え、{drew} 枚引きます。</translation>
    </message>
    <message>
        <source>{seat} adds nobody to the fight.</source>
        <translation>{seat} は誰も戦闘に加えません。</translation>
    </message>
    <message>
        <source>{seat} takes control of {card} until the end of the turn</source>
        <translation>{seat}がターン終了時まで{card}のコントロールを得た</translation>
    </message>
    <message>
        <source>{card} returns to {seat}</source>
        <translation>{card}が{seat}のもとへ戻った</translation>
    </message>
    <message>
        <source>{seat}&apos;s servant zone is full: {card} is sent to the graveyard</source>
        <translation>{seat}のサーヴァントゾーンが埋まっている：{card}は墓地へ送られる</translation>
    </message>
    <message>
        <source>{seat} has no face-up servant: {card}&apos;s power takes nothing</source>
        <translation>{seat}には表向きのサーヴァントがいない：{card}の能力は何も奪わない</translation>
    </message>
    <message>
        <source>{seat} uses {card}&apos;s Multi-trigger power as Chain Link {link} (Speed {speed})</source>
        <translation>{seat}が{card}の多重誘発能力をチェーンリンク{link}（スピード{speed}）として使った</translation>
    </message>
    <message>
        <source>{card} is no longer face-up on its player&apos;s side: its power does nothing</source>
        <translation>{card}はもうそのプレイヤーの側に表向きでいない：能力は何もしない</translation>
    </message>
    <message>
        <source>{card} cancels a Strategy or Conspiracy card, not a servant&apos;s power.</source>
        <translation>{card}が無効にするのはストラテジーかコンスピラシーのカードで、サーヴァントの能力ではない。</translation>
    </message>
    <message>
        <source>{card}&apos;s target has left the map: its power does nothing</source>
        <translation>{card}の対象はマップを離れた：その能力は何もしない</translation>
    </message>
    <message>
        <source>{card}&apos;s power needs a servant on the map as its target.</source>
        <translation>{card}の能力にはマップ上のサーヴァント1体を対象として選ぶ必要がある。</translation>
    </message>
    <message numerus="yes">
        <source>{name} falls %n metre(s).</source>
        <translation>
            <numerusform>{name}は%nメートル落下します。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes {damage} damage from the fall against defence {defense} (armour does not count), no wound.</source>
        <translation>{name}は落下で防御{defense}に対して{damage}のダメージを受けます（装甲は数えません）。負傷なし。</translation>
    </message>
    <message numerus="yes">
        <source>{name} takes {damage} damage from the fall against defence {defense} (armour does not count), %n wound(s), and falls prone.</source>
        <translation>
            <numerusform>{name}は落下で防御{defense}に対して{damage}のダメージを受け（装甲は数えません）、負傷%n、伏せ状態になります。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is hurt by the harmful ground (damage {damage}).</source>
        <translation>{name}は有害地形で傷を負います（ダメージ{damage}）。</translation>
    </message>
    <message>
        <source>{name} climbs (Hindered on the climb).</source>
        <translation>{name}は登攀します（登攀中は移動阻害）。</translation>
    </message>
    <message>
        <source>{name} crosses difficult ground (Hindered).</source>
        <translation>{name}は困難地形を横切ります（移動阻害）。</translation>
    </message>
    <message>
        <source>{name} picks its way across the harmful ground (Hindered).</source>
        <translation>{name}は有害地形を慎重に進みます（移動阻害）。</translation>
    </message>
    <message>
        <source>{name} hurries across the harmful ground.</source>
        <translation>{name}は有害地形を全速力で横切ります。</translation>
    </message>
    <message>
        <source>{name} swims (Hindered in the water).</source>
        <translation>{name}は泳ぎます（水中では移動阻害）。</translation>
    </message>
    <message numerus="yes">
        <source>{name} is pushed back %n square(s) onto harmful ground.</source>
        <translation>
            <numerusform>{name}は%nマス押し戻されて有害地形に入ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is pushed back %n square(s), off a height.</source>
        <translation>
            <numerusform>{name}は%nマス押し戻されて高所から落ちます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is pushed back %n square(s) into the water.</source>
        <translation>
            <numerusform>{name}は%nマス押し戻されて水に落ちます。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} falls prone on the uneven ground.</source>
        <translation>{name}は不整地で転んで伏せ状態になります。</translation>
    </message>
    <message>
        <source>Moving at full speed instead of Hindered is a choice made only through harmful terrain.</source>
        <translation>移動阻害ではなく全速力で動く選択は、有害地形を通るときだけできます。</translation>
    </message>
    <message>
        <source>{card} needs a conscious member of your team with its requirement (Allies).</source>
        <translation>{card}には、条件を満たす意識のあるチームメンバーが必要です（味方）。</translation>
    </message>
    <message>
        <source>A team has at most {limit} allies.</source>
        <translation>チームが持てる味方は{limit}体までです。</translation>
    </message>
    <message>
        <source>{card} is an ally: allies cannot refuse a challenge.</source>
        <translation>{card}は味方です。味方は挑戦を断れません。</translation>
    </message>
    <message>
        <source>No team is left standing: the highest glory wins ({glory}).</source>
        <translation>どのチームも残っていません。栄光の最も多いプレイヤーの勝ちです（{glory}）。</translation>
    </message>
    <message>
        <source>{seat} plays {card}: it joins the team.</source>
        <translation>{seat}が{card}をプレイ：チームに加わります。</translation>
    </message>
    <message>
        <source>{seat} plays the event {card}.</source>
        <translation>{seat}がイベント{card}をプレイします。</translation>
    </message>
    <message>
        <source>{seat} gains {amount} glory.</source>
        <translation>{seat}は栄光を{amount}得ます。</translation>
    </message>
    <message>
        <source>{seat} gains {amount} energy.</source>
        <translation>{seat}はエネルギーを{amount}得ます。</translation>
    </message>
    <message>
        <source>{seat} draws {amount} combat cards.</source>
        <translation>{seat}は戦闘カードを{amount}枚引きます。</translation>
    </message>
    <message>
        <source>{seat} draws {amount} planning cards.</source>
        <translation>{seat}は計画カードを{amount}枚引きます。</translation>
    </message>
    <message>
        <source>{seat}&apos;s kaiju heal {amount} each ({healed} damage removed).</source>
        <translation>{seat}の怪獣はそれぞれ{amount}回復します（合計{healed}ダメージを除去）。</translation>
    </message>
    <message>
        <source>There is no city card to damage.</source>
        <translation>ダメージを与える都市カードがありません。</translation>
    </message>
    <message>
        <source>Acquire</source>
        <translation>獲得する</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>唱える</translation>
    </message>
    <message>
        <source>Counter with Hastur</source>
        <translation>ハスターで対抗する</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>選ぶ</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>ターン終了</translation>
    </message>
    <message>
        <source>Make a contract</source>
        <translation>契約する</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>捨てて引く</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Send into the city</source>
        <translation>街へ送り込む</translation>
    </message>
    <message>
        <source>Roar</source>
        <translation>咆哮</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>挑戦</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>受ける</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>断る</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>攻撃カードを出す</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>防御</translation>
    </message>
    <message>
        <source>Join the fight</source>
        <translation>戦いに加わる</translation>
    </message>
    <message>
        <source>Rampage</source>
        <translation>暴れる</translation>
    </message>
    <message>
        <source>Fight on</source>
        <translation>戦い続ける</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>やめる</translation>
    </message>
    <message>
        <source>City hand</source>
        <translation>街の手札</translation>
    </message>
    <message>
        <source>Scar</source>
        <translation>傷を付ける</translation>
    </message>
    <message>
        <source>No scar</source>
        <translation>傷を付けない</translation>
    </message>
    <message>
        <source>Speak as a Line</source>
        <translation>セリフとして言う</translation>
    </message>
    <message>
        <source>Send Evas</source>
        <translation>エヴァを出撃させる</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>Declare the Stage</source>
        <translation>ステージを宣言する</translation>
    </message>
    <message>
        <source>Decline the Stage</source>
        <translation>ステージを宣言しない</translation>
    </message>
    <message>
        <source>Summon</source>
        <translation>召喚</translation>
    </message>
    <message>
        <source>Set face-down</source>
        <translation>裏向きにセット</translation>
    </message>
    <message>
        <source>Flip Summon</source>
        <translation>反転召喚</translation>
    </message>
    <message>
        <source>Change position</source>
        <translation>表示形式を変更</translation>
    </message>
    <message>
        <source>Set a strategy</source>
        <translation>ストラテジーをセット</translation>
    </message>
    <message>
        <source>End the Battle Phase</source>
        <translation>バトルフェイズ終了</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>発動</translation>
    </message>
    <message>
        <source>Use a power</source>
        <translation>能力を使う</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn.</source>
        <translation>{seat}の番です。</translation>
    </message>
    <message>
        <source>from the hand</source>
        <translation>手札から</translation>
    </message>
    <message>
        <source>from the contract</source>
        <translation>契約から</translation>
    </message>
    <message>
        <source>A deck is an object with "sections" holding card lists</source>
        <translation>デッキは、カードのリストを持つ "sections" のオブジェクトです</translation>
    </message>
    <message>
        <source>This deck is for another game, not Kaiju City</source>
        <translation>このデッキは怪獣シティではなく、別のゲームのものです</translation>
    </message>
    <message>
        <source>Kaiju City decks have three sections, team, planning and combat, each a list of cards (not "{section}")</source>
        <translation>怪獣シティのデッキのセクションは team、planning、combat の3つで、それぞれカードのリストです（"{section}" ではありません）</translation>
    </message>
    <message>
        <source>[{section}] entry {entry} must name a card and give a count from 1 to 99</source>
        <translation>[{section}] {entry} 番目の項目には、カード名と1から99の枚数が必要です</translation>
    </message>
    <message>
        <source>[{section}] entry {entry}: there is no Kaiju City card called "{name}"</source>
        <translation>[{section}] {entry} 番目の項目：「{name}」という怪獣シティのカードはありません</translation>
    </message>
    <message>
        <source>[team] a default team has 1 to 3 kaiju ({count} given)</source>
        <translation>[team] 標準チームの怪獣は1体から3体です（{count} 体）</translation>
    </message>
    <message>
        <source>[team] "{name}" is not a kaiju</source>
        <translation>[team] 「{name}」は怪獣ではありません</translation>
    </message>
    <message>
        <source>[team] "{name}" is on the team twice</source>
        <translation>[team] 「{name}」がチームに2回入っています</translation>
    </message>
    <message>
        <source>[team] the kaiju of a default team share one affiliation ({affiliations} given)</source>
        <translation>[team] 標準チームの怪獣はすべて同じ所属です（{affiliations}）</translation>
    </message>
    <message>
        <source>[planning] "{name}" is not a planning card</source>
        <translation>[planning] 「{name}」はプランニングカードではありません</translation>
    </message>
    <message>
        <source>[planning] {count} copies of "{name}" (at most 3)</source>
        <translation>[planning] 「{name}」が {count} 枚あります（3枚まで）</translation>
    </message>
    <message>
        <source>[planning] {count} cards (at least 30)</source>
        <translation>[planning] {count} 枚です（30枚以上）</translation>
    </message>
    <message>
        <source>[combat] "{name}" is not a combat card</source>
        <translation>[combat] 「{name}」はコンバットカードではありません</translation>
    </message>
    <message>
        <source>[combat] {count} copies of "{name}" (at most 2)</source>
        <translation>[combat] 「{name}」が {count} 枚あります（2枚まで）</translation>
    </message>
    <message>
        <source>[combat] {count} cards (at least 20)</source>
        <translation>[combat] {count} 枚です（20枚以上）</translation>
    </message>
    <message>
        <source>[combat] {swords} sword and {shields} shield cards (must be equal)</source>
        <translation>[combat] ソード {swords} 枚とシールド {shields} 枚です（同じ枚数にします）</translation>
    </message>
    <message>
        <source>Nothing at a lower altitude attacks a combatant flying High, nor is attacked by it.</source>
        <translation>高高度を飛ぶ者は、それより低い高度のものを攻撃できず、攻撃されることもありません。</translation>
    </message>
    <message>
        <source>{name} cannot reach {target} in melee: they are at different altitudes.</source>
        <translation>{name}は{target}に白兵攻撃できません：高度が異なります。</translation>
    </message>
    <message>
        <source>{name} cannot fly.</source>
        <translation>{name}は飛べません。</translation>
    </message>
    <message>
        <source>{name} is Engaged in Melee: it needs a Disengage (an Action) to fly out of it.</source>
        <translation>{name}は白兵戦中です：飛んで離れるには離脱（アクション）が必要です。</translation>
    </message>
    <message>
        <source>{name} has already changed altitude with this turn&apos;s Move.</source>
        <translation>{name}はこのターンの移動ですでに高度を変えています。</translation>
    </message>
    <message>
        <source>A flier moves one altitude band up or down (Ground, Low, High) as part of its Move.</source>
        <translation>飛行する者は、移動の一部として高度帯（地上・低空・高空）を1段だけ上下できます。</translation>
    </message>
    <message>
        <source>{name} comes up for air.</source>
        <translation>{name}は水面に上がって息をつきます。</translation>
    </message>
    <message>
        <source>{name} runs out of breath and falls unconscious.</source>
        <translation>{name}は息が続かず、意識を失います。</translation>
    </message>
    <message>
        <source>{name} descends to {altitude}.</source>
        <translation>{name}は{altitude}へ降下します。</translation>
    </message>
    <message>
        <source>{name} climbs to {altitude}.</source>
        <translation>{name}は{altitude}へ上昇します。</translation>
    </message>
    <message>
        <source>{name} flies.</source>
        <translation>{name}は飛行します。</translation>
    </message>
    <message>
        <source>{name} wades (Hindered in waist-high water).</source>
        <translation>{name}は水の中を歩きます（腰までの水では移動阻害）。</translation>
    </message>
    <message>
        <source>{name} sinks and starts to drown.</source>
        <translation>{name}は沈み、溺れ始めます。</translation>
    </message>
    <message numerus="yes">
        <source>{name} struggles for air (%n Stress).</source>
        <translation>
            <numerusform>{name}は息苦しさにもがきます（ストレス%n）。</numerusform>
        </translation>
    </message>
    <message>
        <source>[team] "{name}" is not a team card</source>
        <translation>[team] 「{name}」はチームカードではありません</translation>
    </message>
    <message>
        <source>[team] {count} team cards (at most one)</source>
        <translation>[team] チームカードが{count}枚あります（1枚まで）</translation>
    </message>
    <message>
        <source>[team] {team} allows 1 to {most} kaiju ({count} given)</source>
        <translation>[team] {team}の怪獣は1体から{most}体です（{count} 体）</translation>
    </message>
    <message>
        <source>[team] "{name}" breaks {team}&apos;s rule: its affiliation {affiliation} is not {allowed}</source>
        <translation>[team] 「{name}」は{team}の条件に反します：系統{affiliation}は{allowed}ではありません</translation>
    </message>
    <message>
        <source>[team] "{name}" breaks {team}&apos;s rule: it lacks the {trait} trait</source>
        <translation>[team] 「{name}」は{team}の条件に反します：{trait}の特性がありません</translation>
    </message>
    <message>
        <source>[team] "{name}" breaks {team}&apos;s rule: Fortitude {fortitude} (at most {most})</source>
        <translation>[team] 「{name}」は{team}の条件に反します：耐久{fortitude}（{most}まで）</translation>
    </message>
    <message>
        <source>{card}: {seat} gains {amount} energy ({character} entered the city).</source>
        <translation>{card}：{seat}はエネルギーを{amount}得る（{character}が街に入った）。</translation>
    </message>
    <message>
        <source>{card}: {played} deals {amount} more in the rampage.</source>
        <translation>{card}：暴れの中で{played}のダメージが{amount}多くなる。</translation>
    </message>
    <message>
        <source>{card}: every active character is {trait} ({played}: {amount} from trait icons).</source>
        <translation>{card}：アクティブなキャラクターはすべて{trait}（{played}：特性アイコンで{amount}）。</translation>
    </message>
    <message>
        <source>{by} returns {card} to {seat}&apos;s hand</source>
        <translation>{by}は{card}を{seat}の手札に戻した</translation>
    </message>
    <message>
        <source>{by} turns {card} to {position}</source>
        <translation>{by}は{card}を{position}にした</translation>
    </message>
    <message>
        <source>{card} gains {amount} {stat} until the end of the turn</source>
        <translation>ターンの終わりまで、{card}の{stat}は{amount}上がった</translation>
    </message>
    <message>
        <source>{card} loses {amount} {stat} until the end of the turn</source>
        <translation>ターンの終わりまで、{card}の{stat}は{amount}下がった</translation>
    </message>
    <message>
        <source>{card}&apos;s power needs a face-up servant as its target.</source>
        <translation>{card}の能力には表向きのサーヴァント1体を対象として選ぶ必要がある。</translation>
    </message>
    <message>
        <source>A wall, the map&apos;s edge or a combatant is in the way of the leap.</source>
        <translation>壁か地図の端か戦闘員が跳躍の進路をふさいでいます。</translation>
    </message>
    <message>
        <source>Effort (a Leaping test) is put into a leap only.</source>
        <translation>力を込める（跳躍の判定）のは跳躍のときだけです。</translation>
    </message>
    <message>
        <source>{name} flies over gaps and drops: it does not leap or jump down.</source>
        <translation>{name}は裂け目も段差も飛んで越えます。跳躍も飛び降りもしません。</translation>
    </message>
    <message>
        <source>A leap clears a gap or an obstacle (the rules&apos; Leaping); over open level ground, walk.</source>
        <translation>跳躍は裂け目か障害物を越えるものです（ルールの「跳躍」）。平らで開けた地面は歩いてください。</translation>
    </message>
    <message>
        <source>{name} is prone: it rises before it leaps or jumps down.</source>
        <translation>{name}は伏せています。跳躍や飛び降りの前に起き上がります。</translation>
    </message>
    <message>
        <source>A leap goes in a straight line along a row, a column or a diagonal, at least 2 squares.</source>
        <translation>跳躍は横・縦・斜めの一直線に、2マス以上進みます。</translation>
    </message>
    <message numerus="yes">
        <source>That leap costs {cost} of movement (Hindered: 2 a square; 1 a square if a Leaping test passes); {name} has %n left.</source>
        <translation>
            <numerusform>その跳躍には移動力{cost}が必要です（妨害状態で1マス2、跳躍の判定に成功すれば1マス1）。{name}の残りは%nです。</numerusform>
        </translation>
    </message>
    <message>
        <source>A leap clears at most 1 metre above where it starts (the rules&apos; Leaping); climb instead.</source>
        <translation>跳躍で越えられるのは踏み切り地点より1メートル高いところまでです（ルールの「跳躍」）。登ってください。</translation>
    </message>
    <message>
        <source>A leap or a jump down lands on the ground, not in water.</source>
        <translation>跳躍や飛び降りは水の中ではなく地面に着地します。</translation>
    </message>
    <message>
        <source>Jumping down is one step to a square at least 1 metre lower.</source>
        <translation>飛び降りは、1メートル以上低いマスへの1歩です。</translation>
    </message>
    <message>
        <source>{name} jumps down.</source>
        <translation>{name}は飛び降ります。</translation>
    </message>
    <message>
        <source>{name} leaps at full stretch (the Leaping test passed: not Hindered).</source>
        <translation>{name}は全力で跳びます（跳躍の判定に成功：妨害なし）。</translation>
    </message>
    <message>
        <source>{name} leaps (Hindered).</source>
        <translation>{name}は跳びます（妨害状態）。</translation>
    </message>
    <message>
        <source>{name}&apos;s leap falls short.</source>
        <translation>{name}の跳躍は届きません。</translation>
    </message>
    <message>
        <source>A move walks, hurries, leaps or jumps down: one of them.</source>
        <translation>移動は歩く・急ぐ・跳ぶ・飛び降りるのどれか一つです。</translation>
    </message>
    <message>
        <source>{seat}: choose the target of {card}&apos;s Flip power</source>
        <translation>{seat}：{card}のリバース能力の対象を選んでください</translation>
    </message>
    <message>
        <source>{seat} chooses the target of {card}&apos;s Flip power</source>
        <translation>{seat}は{card}のリバース能力の対象を選ぶ</translation>
    </message>
    <message>
        <source>{card}&apos;s Flip power has no legal target: it does nothing</source>
        <translation>{card}のリバース能力には選べる対象がない：何も起こらない</translation>
    </message>
    <message>
        <source>{card}&apos;s Flip power targets another servant, not itself.</source>
        <translation>{card}のリバース能力は自身ではなく、ほかのサーヴァントを対象とする。</translation>
    </message>
    <message>
        <source>First choose the target of {card}&apos;s Flip power.</source>
        <translation>先に{card}のリバース能力の対象を選んでください。</translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation>MOVE</translation>
    </message>
    <message>
        <source>{seat} does not move.</source>
        <translation>{seat}は移動しません。</translation>
    </message>
    <message>
        <source>{seat}: MOVE 0 to {most} (each point sends the front city card to the back).</source>
        <translation>{seat}：MOVE 0〜{most}（1点ごとに先頭の都市カードが最後尾へ）。</translation>
    </message>
    <message>
        <source>Choose how far to MOVE (0 or more) first.</source>
        <translation>先にMOVEの量（0以上）を選んでください。</translation>
    </message>
    <message>
        <source>MOVE is chosen after a round&apos;s damage, when you are asked.</source>
        <translation>MOVEはラウンドのダメージの後、尋ねられたときに選びます。</translation>
    </message>
    <message>
        <source>{target} is in stealth: the Director&apos;s side has not noticed it (an Awareness test finds it).</source>
        <translation>{target}は隠密中：ディレクター側はまだ気づいていない（〈知覚〉テストで見つけられる）。</translation>
    </message>
    <message>
        <source>{name} is noticed: its stealth ends.</source>
        <translation>{name}は見つかった：隠密が解ける。</translation>
    </message>
    <message>
        <source>{name} ends its turn in the open: its stealth ends.</source>
        <translation>{name}は遮蔽のない場所でターンを終えた：隠密が解ける。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>Rise</source>
        <translation>起き上がる</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>集中</translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation>離脱</translation>
    </message>
    <message>
        <source>Fly</source>
        <translation>飛行</translation>
    </message>
    <message>
        <source>Chance Attack</source>
        <translation>チャンス攻撃</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>防御</translation>
    </message>
    <message>
        <source>Protect</source>
        <translation>かばう</translation>
    </message>
    <message>
        <source>End the encounter</source>
        <translation>遭遇を終える</translation>
    </message>
    <message>
        <source>to square ({xNumber}, {yNumber})</source>
        <translation>マス ({xNumber}, {yNumber}) へ</translation>
    </message>
    <message>
        <source>charging to ({xNumber}, {yNumber})</source>
        <translation>突撃先 ({xNumber}, {yNumber})</translation>
    </message>
    <message>
        <source>at {target}</source>
        <translation>{target} を攻撃</translation>
    </message>
    <message>
        <source>protecting {ally}</source>
        <translation>かばう相手：{ally}</translation>
    </message>
    <message>
        <source>{variation}</source>
        <translation>{variation}</translation>
    </message>
    <message>
        <source>at the {location}</source>
        <translation>部位：{location}</translation>
    </message>
    <message>
        <source>{disadvantages} Disadvantages</source>
        <translation>不利 {disadvantages}</translation>
    </message>
    <message>
        <source>{how}</source>
        <translation>{how}</translation>
    </message>
    <message>
        <source>{altitude}</source>
        <translation>{altitude}</translation>
    </message>
    <message>
        <source>take it</source>
        <translation>受ける</translation>
    </message>
    <message>
        <source>hurrying</source>
        <translation>急いで</translation>
    </message>
    <message>
        <source>leaping</source>
        <translation>跳んで</translation>
    </message>
    <message>
        <source>with effort</source>
        <translation>全力で</translation>
    </message>
    <message>
        <source>jumping</source>
        <translation>ジャンプして</translation>
    </message>
    <message>
        <source>{name} spends a fate point: two Advantages on the test.</source>
        <translation>{name}は運命点を1点使う：この判定に有利2つ。</translation>
    </message>
    <message numerus="yes">
        <source>{name} spends %n fate point(s) to block as many Injuries.</source>
        <translation>
            <numerusform>{name}は運命点を%n点使い、負傷を同じ数だけ防ぐ。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} readies fate to block the next Injuries.</source>
        <translation>{name}は次の負傷を防ぐため運命点を構える。</translation>
    </message>
    <message>
        <source>{name} spends a fate point to reroll the failed test.</source>
        <translation>{name}は運命点を1点使い、失敗した判定を振り直す。</translation>
    </message>
    <message numerus="yes">
        <source>{name} spends a fate point and restores %n wound(s).</source>
        <translation>
            <numerusform>{name}は運命点を1点使い、傷を%n回復する。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} spends a fate point to restore wounds.</source>
        <translation>{name}は運命点を1点使い、傷を回復する。</translation>
    </message>
    <message>
        <source>{name} keeps its fate for other things.</source>
        <translation>{name}は運命点を負傷を防ぐためには使わないことにする。</translation>
    </message>
    <message>
        <source>{name}&apos;s fate is already as asked (ready to block Injuries or not).</source>
        <translation>{name}の運命点はすでにその状態です（負傷を防ぐ構えの有無）。</translation>
    </message>
    <message>
        <source>A fate point is not spent on a Charge&apos;s attack (not implemented).</source>
        <translation>突撃の攻撃には運命点を使えません（未実装）。</translation>
    </message>
    <message>
        <source>{name} has all its Wounds.</source>
        <translation>{name}の傷はすべて残っています。</translation>
    </message>
    <message>
        <source>{name} has no fate point left.</source>
        <translation>{name}には運命点が残っていません。</translation>
    </message>
    <message>
        <source>A fate point is spent on two Advantages or a reroll of an attack&apos;s test, or on its turn to restore Wounds or block Injuries.</source>
        <translation>運命点の使い道は、攻撃の判定への有利2つか振り直し、または自分の手番での傷の回復か負傷の防御です。</translation>
    </message>
    <message>
        <source>onto {element}</source>
        <translation>{element}の列へ</translation>
    </message>
    <message>
        <source>character {characterNumber}</source>
        <translation>キャラクター {characterNumber}</translation>
    </message>
    <message>
        <source>redraw</source>
        <translation>引き直す</translation>
    </message>
    <message>
        <source>{rage} rage</source>
        <translation>怒り {rage}</translation>
    </message>
    <message>
        <source>MOVE {move}</source>
        <translation>MOVE {move}</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} ポイント</translation>
    </message>
    <message>
        <source>collateral damage to {collateral}</source>
        <translation>巻き添え：{collateral}</translation>
    </message>
    <message>
        <source>against {targets}</source>
        <translation>相手：{targets}</translation>
    </message>
    <message>
        <source>by {by}</source>
        <translation>攻撃者：{by}</translation>
    </message>
    <message>
        <source>for {for}</source>
        <translation>守る：{for}</translation>
    </message>
    <message>
        <source>Line mark {markNumber}</source>
        <translation>ラインの印 {markNumber}</translation>
    </message>
    <message>
        <source>on {target}</source>
        <translation>対象：{target}</translation>
    </message>
    <message>
        <source>send {evas}</source>
        <translation>出撃：{evas}</translation>
    </message>
    <message>
        <source>to slot {slotNumber}</source>
        <translation>スロット {slotNumber} へ</translation>
    </message>
    <message>
        <source>sacrificing {sacrifices}</source>
        <translation>生贄：{sacrifices}</translation>
    </message>
    <message>
        <source>at {targetSeatName}&apos;s slot {targetSlotNumber}</source>
        <translation>{targetSeatName} のスロット {targetSlotNumber}</translation>
    </message>
    <message>
        <source>at slot {targetNumber}</source>
        <translation>スロット {targetNumber} を攻撃</translation>
    </message>
    <message>
        <source>summoning {summon}</source>
        <translation>召喚：{summon}</translation>
    </message>
    <message>
        <source>{seat}: respond to {owner}&apos;s summon, or pass</source>
        <translation>{seat}：{owner}の召喚に応じてカードを使いますか？（パスもできます）</translation>
    </message>
    <message>
        <source>{seat}: respond to {owner}&apos;s summon of {card}, or pass</source>
        <translation>{seat}：{owner}の{card}の召喚に応じてカードを使いますか？（パスもできます）</translation>
    </message>
    <message>
        <source>{seat}: respond before {owner}&apos;s End Phase, or pass</source>
        <translation>{seat}：{owner}のエンドフェイズの前にカードを使いますか？（パスもできます）</translation>
    </message>
    <message>
        <source>End the combo chain</source>
        <translation>コンボチェーンを終える</translation>
    </message>
    <message>
        <source>as a combo (free, +1 Advantage)</source>
        <translation>コンボとして（無償、有利+1）</translation>
    </message>
    <message>
        <source>No combo is offered (the Combo System).</source>
        <translation>コンボは提示されていません（コンボシステム）。</translation>
    </message>
    <message>
        <source>{name} has used {variation} in this combo chain: the same variation is not repeated within one chain (the Combo System, rule 2).</source>
        <translation>{name}はこのコンボチェーンで{variation}を使用済みです：同じバリエーションは1つのチェーン内で繰り返せません（コンボシステム、ルール2）。</translation>
    </message>
    <message>
        <source>{name} combos: take the free action (an attack, Focus, Defend, Protect or Rise) or end the chain first.</source>
        <translation>{name}はコンボ中です：先にフリーアクション（攻撃、集中、防御、かばう、起き上がる）を行うか、チェーンを終えてください。</translation>
    </message>
    <message>
        <source>{name} combos ({count} DoS, {needed} needed): a free action with an extra Advantage.</source>
        <translation>{name}はコンボします（成功度{count}、必要{needed}）：有利+1のフリーアクション。</translation>
    </message>
    <message>
        <source>{name} ends the combo chain.</source>
        <translation>{name}はコンボチェーンを終えます。</translation>
    </message>
    <message>
        <source>{name} combos: a free action with an extra Advantage, or end the chain.</source>
        <translation>{name}はコンボ中：有利+1のフリーアクションか、チェーンを終えるか。</translation>
    </message>
    <message>
        <source>{name} suffers {ailment}.</source>
        <translation>{name}は{ailment}状態になった。</translation>
    </message>
    <message>
        <source>{name} already suffers {has}: {ailment} does not take hold.</source>
        <translation>{name}はすでに{has}状態のため、{ailment}にはならない。</translation>
    </message>
    <message>
        <source>{name} resists {ailment}.</source>
        <translation>{name}は{ailment}に抵抗した。</translation>
    </message>
    <message>
        <source>{name} shakes off {ailment}.</source>
        <translation>{name}は{ailment}を振り払った。</translation>
    </message>
    <message>
        <source>{name} is shocked: 1 Stress.</source>
        <translation>{name}は感電している：ストレス1。</translation>
    </message>
    <message>
        <source>{name} burns: damage {damage} against defence {defense}, a wound.</source>
        <translation>{name}は燃えている：防御{defense}に対してダメージ{damage}、負傷1。</translation>
    </message>
    <message>
        <source>{name} burns: damage {damage} against defence {defense}, no wound.</source>
        <translation>{name}は燃えている：防御{defense}に対してダメージ{damage}、負傷なし。</translation>
    </message>
    <message>
        <source>{name} tries to put out the flames (an Advantage on the next shake-off).</source>
        <translation>{name}は火を消そうとする（次の振り払いに有利）。</translation>
    </message>
    <message>
        <source>{name} spends a fate point and shakes off {ailment}.</source>
        <translation>{name}は運命点を使い、{ailment}を振り払った。</translation>
    </message>
    <message>
        <source>{name} is enraged: it attacks only in melee.</source>
        <translation>{name}は激昂している：近接でしか攻撃できない。</translation>
    </message>
    <message>
        <source>{name} is enraged: it moves only toward its enemies.</source>
        <translation>{name}は激昂している：敵に向かってしか移動できない。</translation>
    </message>
    <message>
        <source>{name} is enraged: it may only attack enemies in melee or move toward them.</source>
        <translation>{name}は激昂している：近接で敵を攻撃するか、敵に向かって移動することしかできない。</translation>
    </message>
    <message>
        <source>{name} is frozen: it may make no moves.</source>
        <translation>{name}は凍結している：移動できない。</translation>
    </message>
    <message>
        <source>{name} is not burning.</source>
        <translation>{name}は燃えていない。</translation>
    </message>
    <message>
        <source>{name} does not suffer {ailment}.</source>
        <translation>{name}は{ailment}状態ではない。</translation>
    </message>
    <message>
        <source>{seatName}&apos;s {character}</source>
        <translation>{seatName}の{character}</translation>
    </message>
    <message>
        <source>{character}</source>
        <translation>{character}</translation>
    </message>
    <message>
        <source>{seatName}&apos;s character {characterNumber}</source>
        <translation>{seatName}のキャラクター {characterNumber}</translation>
    </message>
    <message>
        <source>{characters}</source>
        <translation>{characters}</translation>
    </message>
    <message>
        <source>answering attack {answersNumber}</source>
        <translation>応じる：攻撃 {answersNumber}</translation>
    </message>
    <message>
        <source>Line: {mark_hurt} {mark_target}</source>
        <translation>セリフ：{mark_target}を{mark_hurt}</translation>
    </message>
    <message>
        <source>hurt</source>
        <translation>傷つける</translation>
    </message>
    <message>
        <source>attract</source>
        <translation>惹きつける</translation>
    </message>
    <message>
        <source>{name} runs (+{count} m of Move; an Advantage to melee and a Disadvantage to ranged attacks on it until its next turn).</source>
        <translation>{name}は走る（移動+{count} m。次の手番の開始まで、自分への近接攻撃にアドバンテージ1、射撃攻撃にディスアドバンテージ1）。</translation>
    </message>
    <message>
        <source>{name} sprints (+{count} m of Move; two Advantages to melee and two Disadvantages to ranged attacks on it until its next turn).</source>
        <translation>{name}は全力疾走する（移動+{count} m。次の手番の開始まで、自分への近接攻撃にアドバンテージ2、射撃攻撃にディスアドバンテージ2）。</translation>
    </message>
    <message>
        <source>Running and Sprinting are variations of extra movement: not repeated in a turn ({name} has already run).</source>
        <translation>走行と全力疾走は追加移動のバリエーションであり、1手番に繰り返せません（{name}はすでに走っています）。</translation>
    </message>
    <message>
        <source>{card} is played in your Action phase, before your action, as its card says.</source>
        <translation>{card}は、カードに書かれているとおり、あなたのアクションフェイズ（アクションの前）にプレイします。</translation>
    </message>
    <message>
        <source>{card} is not played in the Action phase: only events whose card says so are.</source>
        <translation>{card}はアクションフェイズにはプレイできません。プレイできるのは、そう書かれたイベントだけです。</translation>
    </message>
    <message>
        <source>Go prone</source>
        <translation>伏せる</translation>
    </message>
    <message>
        <source>{name} goes prone.</source>
        <translation>{name}は伏せる。</translation>
    </message>
    <message>
        <source>{name} passes its combo action to {target}.</source>
        <translation>{name}はコンボアクションを{target}に渡す。</translation>
    </message>
    <message>
        <source>{name}&apos;s turn resumes.</source>
        <translation>{name}の手番が再開する。</translation>
    </message>
    <message>
        <source>{name} shifts its initiative up to {count} (the order changes from the next round).</source>
        <translation>{name}はイニシアチブを{count}に上げる（順番は次のラウンドから変わる）。</translation>
    </message>
    <message>
        <source>{name} shifts its initiative down to {count} (the order changes from the next round).</source>
        <translation>{name}はイニシアチブを{count}に下げる（順番は次のラウンドから変わる）。</translation>
    </message>
    <message>
        <source>{name} scores an Exploit Hit off {target}&apos;s {ailment} (an extra wound; the ailment clears).</source>
        <translation>{name}は{target}の{ailment}を突くエクスプロイト・ヒットを決める（追加の負傷1、その異常は解ける）。</translation>
    </message>
    <message>
        <source>{name} combos off the Exploit Hit: a free action with an extra Advantage.</source>
        <translation>{name}はエクスプロイト・ヒットからコンボする：アドバンテージ1つを追加した無償のアクション。</translation>
    </message>
    <message>
        <source>Initiative Shift moves the initiative one point up or down, not {direction}.</source>
        <translation>イニシアチブ・シフトはイニシアチブを1点上げるか下げるもので、{direction}ではありません。</translation>
    </message>
    <message>
        <source>Pass Off and Initiative Shift are special combo actions: they are taken only by comboing into them ({name} has no combo offered).</source>
        <translation>パスオフとイニシアチブ・シフトは特殊コンボアクションです：コンボからのみ行えます（{name}にはコンボがありません）。</translation>
    </message>
    <message>
        <source>{name} passes its combo action to a standing ally, not {target}.</source>
        <translation>{name}がコンボアクションを渡せるのは立っている味方で、{target}ではありません。</translation>
    </message>
    <message>
        <source>{name} suffers an ailment and cannot combo (the Combo System, rule 3).</source>
        <translation>{name}は異常を受けているためコンボできません（コンボシステム、ルール3）。</translation>
    </message>
    <message>
        <source>{name} is already prone.</source>
        <translation>{name}はすでに伏せています。</translation>
    </message>
    <message>
        <source>{name} is flying: it lands before it goes prone.</source>
        <translation>{name}は飛行中です：伏せる前に着地します。</translation>
    </message>
    <message>
        <source>Stem the bleeding</source>
        <translation>止血する</translation>
    </message>
    <message>
        <source>{name} has a broken leg: it cannot stand (it crawls).</source>
        <translation>{name}は脚が折れている: 立てない（這って進む）。</translation>
    </message>
    <message>
        <source>{name}&apos;s weapon arm is broken: it cannot attack with it.</source>
        <translation>{name}の武器の腕が折れている: その腕で攻撃できない。</translation>
    </message>
    <message>
        <source>{name} suffers {injury} ({location}).</source>
        <translation>{name}は{injury}を負った（{location}）。</translation>
    </message>
    <message>
        <source>{name} suffers an injury.</source>
        <translation>{name}は負傷した。</translation>
    </message>
    <message>
        <source>{name} is blinded: its ranged attack fails.</source>
        <translation>{name}は失明している: 射撃攻撃は失敗する。</translation>
    </message>
    <message>
        <source>{name}&apos;s hand pain: 5 Stress.</source>
        <translation>{name}の手の痛み: ストレス5。</translation>
    </message>
    <message>
        <source>{name}&apos;s foot pain: 1 Stress.</source>
        <translation>{name}の足の痛み: ストレス1。</translation>
    </message>
    <message>
        <source>{name} is not bleeding.</source>
        <translation>{name}は出血していない。</translation>
    </message>
    <message>
        <source>{name} stems the bleeding.</source>
        <translation>{name}は止血した。</translation>
    </message>
    <message>
        <source>{name} bleeds but holds on.</source>
        <translation>{name}は出血しているが持ちこたえた。</translation>
    </message>
    <message>
        <source>{name} loses blood: 1 Wound.</source>
        <translation>{name}は失血した: ウーンド1。</translation>
    </message>
    <message numerus="yes">
        <source>{name} loses blood: Physique %n lower.</source>
        <translation>
            <numerusform>{name}は失血した: 体力が%n下がった。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} loses blood.</source>
        <translation>{name}は失血した。</translation>
    </message>
    <message>
        <source>Analyse or disrupt</source>
        <translation>分析・妨害</translation>
    </message>
    <message>
        <source>No such enemy is in sight.</source>
        <translation>その敵は視界にいない。</translation>
    </message>
    <message>
        <source>{name} analyses or disrupts an enemy, and {target} is on its side.</source>
        <translation>{name}が分析・妨害できるのは敵だけで、{target}は味方だ。</translation>
    </message>
    <message>
        <source>Analyse Target&apos;s variations are analyse, distract, warCry and taunt.</source>
        <translation>目標分析の派生は analyse、distract、warCry、taunt だけ。</translation>
    </message>
    <message>
        <source>Analyse Target, Distract, War Cry and Taunt are one action and its variations: not repeated in a turn ({name} has already used one).</source>
        <translation>目標分析・陽動・鬨の声・挑発は一つのアクションとその派生なので、1ターンに繰り返せない（{name}はすでに使った）。</translation>
    </message>
    <message>
        <source>{name} analyses {target}: its side gains an Advantage against {target} until {name}&apos;s next turn.</source>
        <translation>{name}が{target}を分析した：{name}の次のターンまで、味方全員が{target}に対して有利を得る。</translation>
    </message>
    <message>
        <source>{name} distracts {target}: its next test is rolled twice and the worse kept.</source>
        <translation>{name}が{target}の気をそらした：その次の判定は2回振り、悪い方を採る。</translation>
    </message>
    <message>
        <source>{name}&apos;s war cry shakes {target}: a Disadvantage on its tests against {name} until {name}&apos;s next turn.</source>
        <translation>{name}の鬨の声が{target}を怯ませた：{name}の次のターンまで、{name}に対する判定に不利。</translation>
    </message>
    <message>
        <source>{name} taunts {target}: an Advantage to hit {name}, a Disadvantage on its attacks at others, until {name}&apos;s next turn.</source>
        <translation>{name}が{target}を挑発した：{name}の次のターンまで、{name}への攻撃に有利、他への攻撃に不利。</translation>
    </message>
    <message>
        <source>{name} fails to analyse {target}.</source>
        <translation>{name}は{target}の分析に失敗した。</translation>
    </message>
    <message>
        <source>{name} fails to distract {target}.</source>
        <translation>{name}は{target}の気をそらせなかった。</translation>
    </message>
    <message>
        <source>{target} stands firm against {name}&apos;s war cry.</source>
        <translation>{target}は{name}の鬨の声に動じなかった。</translation>
    </message>
    <message>
        <source>{target} ignores {name}&apos;s taunt.</source>
        <translation>{target}は{name}の挑発に乗らなかった。</translation>
    </message>
    <message>
        <source>Exert</source>
        <translation>奮起</translation>
    </message>
    <message>
        <source>{name} is stunned or hypnotised: it takes no Actions this turn, an Exert neither.</source>
        <translation>{name}は気絶または催眠状態：このターンはアクションを行えず、奮起もできない。</translation>
    </message>
    <message numerus="yes">
        <source>{name} exerts itself: one more Action, free of the repeat limit (%n Stress).</source>
        <translation>
            <numerusform>{name}が奮起した：繰り返し制限のないアクションを1つ得る（ストレス%n）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} exerts itself: one more Action.</source>
        <translation>{name}が奮起した：アクションを1つ得る。</translation>
    </message>
    <message>
        <source>{name} avoids what it fears: it will not go into melee with it.</source>
        <translation>{name}は恐れる相手を避けている: その相手と近接戦に入らない。</translation>
    </message>
    <message>
        <source>{name} avoids what it fears: it will not shoot at it.</source>
        <translation>{name}は恐れる相手を避けている: その相手を撃たない。</translation>
    </message>
    <message>
        <source>{name} panics: it only flees (moves away from what it fears, runs, rises or defends) or ends its turn.</source>
        <translation>{name}は恐慌状態: 逃げること（恐れる相手から離れる移動、走る、起き上がる、防御）か手番の終了しかできない。</translation>
    </message>
    <message>
        <source>{name} is frozen with fear: it cannot move or act.</source>
        <translation>{name}は恐怖ですくんでいる: 移動も行動もできない。</translation>
    </message>
    <message>
        <source>{name} is gripped by fear: {fear}.</source>
        <translation>{name}は恐怖に囚われた: {fear}。</translation>
    </message>
    <message>
        <source>{name} is gripped by fear of {target}: {fear}.</source>
        <translation>{name}は{target}への恐怖に囚われた: {fear}。</translation>
    </message>
    <message>
        <source>{name} faces its fear ({trigger}).</source>
        <translation>{name}は恐怖に立ち向かった（{trigger}）。</translation>
    </message>
    <message>
        <source>{name} is already more afraid ({fear}).</source>
        <translation>{name}はすでにより強い恐怖の中にいる（{fear}）。</translation>
    </message>
    <message>
        <source>{name} shakes off its fear.</source>
        <translation>{name}は恐怖を振り払った。</translation>
    </message>
    <message>
        <source>{name} is exhausted and falls unconscious.</source>
        <translation>{name}は疲労困憊で意識を失った。</translation>
    </message>
</context>
<context>
    <name>spells</name>
    <message>
        <source>Cthugha</source>
        <translation>クトゥグア</translation>
    </message>
    <message>
        <source>Cthulhu</source>
        <translation>クトゥルフ</translation>
    </message>
    <message>
        <source>Hastur</source>
        <translation>ハスター</translation>
    </message>
    <message>
        <source>Nyarlathotep</source>
        <translation>ニャルラトホテプ</translation>
    </message>
    <message>
        <source>Eihort</source>
        <translation>エイホート</translation>
    </message>
</context>
<context>
    <name>tabletop::ui::CardIndex</name>
    <message>
        <source>No card data found. Set TABLETOP_CARDS_DIR to the cards folder.</source>
        <translation>カードデータが見つかりません。TABLETOP_CARDS_DIR にカードフォルダーを設定してください。</translation>
    </message>
    <message>
        <source>The card index cannot be opened: %1</source>
        <translation>カード索引を開けません: %1</translation>
    </message>
    <message>
        <source>The card index could not be built: %1</source>
        <translation>カード索引を作成できませんでした: %1</translation>
    </message>
    <message>
        <source>The card index is not ready yet.</source>
        <translation>カード索引の準備がまだできていません。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) imported.</source>
        <translation>
            <numerusform>%n 枚を読み込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Collection saved to %1.</source>
        <translation>コレクションを %1 に保存しました。</translation>
    </message>
</context>
<context>
    <name>tabletop::ui::DeckBuilder</name>
    <message>
        <source>"%1" adds up to %2 copies; at most 99</source>
        <translation>「%1」は合計 %2 枚になります（最大 99 枚）</translation>
    </message>
    <message>
        <source>The header line "# game: %1" is missing.</source>
        <translation>ヘッダー行「# game: %1」がありません。</translation>
    </message>
    <message>
        <source>this deck is for "%1", not for "%2"</source>
        <translation>このデッキは「%2」用ではなく「%1」用です</translation>
    </message>
    <message>
        <source>a section header is written [name], not "%1"</source>
        <translation>区分の見出しは「%1」ではなく [名前] の形で書きます</translation>
    </message>
    <message>
        <source>unknown section [%1] (this game&apos;s sections: %2)</source>
        <translation>不明な区分 [%1] (このゲームの区分: %2)</translation>
    </message>
    <message>
        <source>expected "&lt;count&gt; &lt;card name&gt;", not "%1"</source>
        <translation>「%1」ではなく「&lt;枚数&gt; &lt;カード名&gt;」の形が必要です</translation>
    </message>
    <message>
        <source>the count must be from 1 to 99, not %1</source>
        <translation>枚数は %1 ではなく 1 から 99 でなければなりません</translation>
    </message>
    <message>
        <source>"%1" is under an unknown section</source>
        <translation>「%1」は不明な区分の下にあります</translation>
    </message>
    <message>
        <source>unknown card "%1" (names must match exactly)</source>
        <translation>不明なカード「%1」(名前は完全に一致する必要があります)</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>新しいデッキ</translation>
    </message>
    <message>
        <source>The card index is not ready yet.</source>
        <translation>カード索引の準備がまだできていません。</translation>
    </message>
    <message numerus="yes">
        <source>Deck list read: %n card(s).</source>
        <translation>
            <numerusform>デッキリストを読み込みました: %n 枚。</numerusform>
        </translation>
    </message>
    <message>
        <source>Some lines were left out:</source>
        <translation>次の行は取り込まれませんでした:</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (コピー)</translation>
    </message>
    <message>
        <source>This starter deck is read-only: copy it to change it.</source>
        <translation>このスターターデッキは読み取り専用です。変更するにはコピーしてください。</translation>
    </message>
    <message>
        <source>This game&apos;s decks have no section "%1".</source>
        <translation>このゲームのデッキに「%1」という区分はありません。</translation>
    </message>
    <message>
        <source>"%1" is not a card of this game.</source>
        <translation>「%1」はこのゲームのカードではありません。</translation>
    </message>
    <message>
        <source>Give the deck a name first.</source>
        <translation>先にデッキに名前を付けてください。</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>%1 に保存しました。</translation>
    </message>
    <message>
        <source>Only your own decks can be deleted.</source>
        <translation>削除できるのは自分のデッキだけです。</translation>
    </message>
    <message>
        <source>Deck deleted.</source>
        <translation>デッキを削除しました。</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>%1 に書き出しました。</translation>
    </message>
    <message>
        <source>The deck list is on the clipboard.</source>
        <translation>デッキリストをクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <source>The deck file cannot be read.</source>
        <translation>デッキファイルを読み込めません。</translation>
    </message>
    <message>
        <source>This game has no deck rules yet, so no deck can be checked.</source>
        <translation>このゲームにはまだデッキ構築ルールがないため、デッキを確認できません。</translation>
    </message>
</context>
<context>
    <name>tabletop::ui::GameController</name>
    <message>
        <source>Cannot start the game: the deck of seat %1 is not legal: %2</source>
        <translation>ゲームを開始できません: 席 %1 のデッキは使えません: %2</translation>
    </message>
    <message>
        <source>Cannot start the game: the decks must be a list, one per seat.</source>
        <translation>ゲームを開始できません: デッキは席ごとに1つずつの一覧でなければなりません。</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>%1 is not playable yet.</source>
        <translation>%1 はまだ遊べません。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not "%1".</source>
        <translation>シードは0から18446744073709551615までの整数です（「%1」は使えません）。</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>ゲームを開始できません: %1</translation>
    </message>
    <message>
        <source>Cannot load %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>Not a valid move: %1</source>
        <translation>正しい手ではありません: %1</translation>
    </message>
    <message>
        <source>hidden until the end</source>
        <translation>終了まで非公開</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>再開できる途中のゲームはありません。</translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation>少なくとも1つの席は人が遊ぶ必要があります。</translation>
    </message>
    <message>
        <source>The computer playing %1 could not decide.</source>
        <translation>%1 を遊ぶコンピューターが決められませんでした。</translation>
    </message>
    <message>
        <source>The computer playing %1 made a move the rules refused: %2</source>
        <translation>%1 を遊ぶコンピューターの手がルールで拒否されました：%2</translation>
    </message>
</context>
<context>
    <name>tabletop::ui::LanController</name>
    <message>
        <source>Fair play verified: the revealed seed matches the commitment published at the start, and replaying all %1 moves gives exactly what you were shown.</source>
        <translation>公正さを確認しました: 公開されたシードは開始時に公表されたコミットメントと一致し、全%1手を再現すると表示された内容とまったく同じになります。</translation>
    </message>
    <message>
        <source>Verification FAILED: the revealed seed does not match the commitment published at the start.</source>
        <translation>検証に失敗しました: 公開されたシードが開始時に公表されたコミットメントと一致しません。</translation>
    </message>
    <message>
        <source>Verification FAILED: replaying the host&apos;s record does not give what you were shown.</source>
        <translation>検証に失敗しました: 主催者の記録を再現しても、表示された内容と一致しません。</translation>
    </message>
    <message>
        <source>Verification FAILED: %1</source>
        <translation>検証に失敗しました: %1</translation>
    </message>
    <message>
        <source>Connection refused: nobody is hosting at that address and port.</source>
        <translation>接続が拒否されました: そのアドレスとポートで主催している人はいません。</translation>
    </message>
    <message>
        <source>Timed out: the host did not answer.</source>
        <translation>タイムアウト: 主催者から応答がありません。</translation>
    </message>
    <message>
        <source>Wrong version: the host runs a different version of Tabletop.</source>
        <translation>バージョンが違います: 主催者は別のバージョンのTabletopを使っています。</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>パスワードが違います。</translation>
    </message>
    <message>
        <source>The game is full. You can still join as a spectator.</source>
        <translation>ゲームは満席です。観戦者としてなら参加できます。</translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>接続できませんでした: %1</translation>
    </message>
    <message>
        <source>Cannot host on port %1: %2</source>
        <translation>ポート%1で主催できません: %2</translation>
    </message>
    <message>
        <source>Cannot host the saved game: %1</source>
        <translation>保存したゲームを主催できません: %1</translation>
    </message>
    <message>
        <source>Enter your name first.</source>
        <translation>先に名前を入力してください。</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting...</source>
        <translation>接続が切れました。再接続しています...</translation>
    </message>
    <message>
        <source>Disconnected: %1</source>
        <translation>切断されました: %1</translation>
    </message>
    <message>
        <source>The host ended the game. It is saved and can be hosted again.</source>
        <translation>主催者がゲームを終了しました。保存されているので、再び主催できます。</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>主催者がゲームを終了しました。</translation>
    </message>
    <message>
        <source>The game is saved. Host it again from the LAN page; the same players rejoin their seats.</source>
        <translation>ゲームを保存しました。LANページから再び主催すると、同じプレイヤーが自分の席に戻ります。</translation>
    </message>
    <message>
        <source>Verification FAILED: the host did not mix your random contribution into the game&apos;s seed.</source>
        <translation>検証に失敗しました: 主催者はあなたの乱数をゲームのシードに混ぜていません。</translation>
    </message>
    <message>
        <source>%1 is not playable yet.</source>
        <translation>%1はまだプレイできません。</translation>
    </message>
    <message>
        <source>Cannot start the game: %1 names but %2 phone choices.</source>
        <translation>ゲームを開始できません：名前が%1個ありますが、スマートフォンの選択は%2個です。</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>ゲームを開始できません：%1</translation>
    </message>
    <message>
        <source>Choose at least one seat to be played from a phone.</source>
        <translation>スマートフォンでプレイする席を少なくとも1つ選んでください。</translation>
    </message>
    <message>
        <source>Cannot host the phones: %1</source>
        <translation>スマートフォン用のサーバーを開けません：%1</translation>
    </message>
    <message>
        <source>Cannot keep seat %1: %2</source>
        <translation>席%1を確保できません：%2</translation>
    </message>
    <message>
        <source>Seat %1 on this screen: %2</source>
        <translation>この画面の席%1：%2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>Wrong seat code.</source>
        <translation>席コードが違います。</translation>
    </message>
    <message>
        <source>the saved game was not played with phones; host it from the LAN page</source>
        <translation>保存されたゲームはスマートフォンで遊んだものではありません。LANページからホストしてください</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not "%1".</source>
        <translation>シードは0から18446744073709551615までの整数です（「%1」は使えません）。</translation>
    </message>
</context>
<context>
    <name>tabletop::ui::OptionContents</name>
    <message>
        <source>%1 is not playable yet.</source>
        <translation>%1はまだ遊べません。</translation>
    </message>
    <message>
        <source>The option %1 takes no content to save.</source>
        <translation>オプション%1には保存できる内容がありません。</translation>
    </message>
    <message>
        <source>"%1" cannot name a file here: lower-case letters, digits and &apos;-&apos;, and not a ready choice&apos;s name.</source>
        <translation>「%1」はここでファイル名にできません：小文字・数字・「-」のみで、既製の選択肢の名前は使えません。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>保存しませんでした：%1</translation>
    </message>
    <message>
        <source>Not saved: %1 already exists.</source>
        <translation>保存しませんでした：%1はすでにあります。</translation>
    </message>
    <message>
        <source>Not saved: cannot make the folder %1.</source>
        <translation>保存しませんでした：フォルダー%1を作れません。</translation>
    </message>
    <message>
        <source>Not saved: cannot write %1: %2</source>
        <translation>保存しませんでした：%1に書き込めません：%2</translation>
    </message>
</context>
</TS>
