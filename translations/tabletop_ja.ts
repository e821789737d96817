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
        <source>Relationship card game on the Neo-Tokyo board. Speak Lines, form groups, defeat the Angels.</source>
        <translation>ネオ東京のボードで遊ぶ人間関係のカードゲーム。セリフを語り、グループを作り、使徒を倒そう。</translation>
    </message>
    <message>
        <source>A duel of servant zones, chains and 1,000 health.</source>
        <translation>サーヴァントゾーン、チェーン、ライフ1,000の決闘。</translation>
    </message>
    <message>
        <source>Kaiju teams fight through a city for glory.</source>
        <translation>怪獣チームが栄光をかけて街で戦う。</translation>
    </message>
    <message>
        <source>Two investigators collect grimoires and bargain with a demon.</source>
        <translation>2人の探索者が魔導書を集め、悪魔と取引する。</translation>
    </message>
    <message>
        <source>Structured-time combat on a square grid, run by a Director.</source>
        <translation>ディレクターが進行する、マス目の上の時間制戦闘。</translation>
    </message>
    <message>
        <source>Neo-Tokyo</source>
        <translation>ネオ東京</translation>
    </message>
    <message>
        <source>Servant Zones</source>
        <translation>サーヴァント・ゾーンズ</translation>
    </message>
    <message>
        <source>Kaiju City</source>
        <translation>カイジュウ・シティ</translation>
    </message>
    <message>
        <source>Grimoire</source>
        <translation>グリモア</translation>
    </message>
    <message>
        <source>Combat Grid</source>
        <translation>コンバット・グリッド</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation>テーブルトップ</translation>
    </message>
    <message>
        <source>Resume last game</source>
        <translation>前回のゲームを再開</translation>
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
</context>
<context>
    <name>LibraryView</name>
    <message>
        <source>%1 power: %2</source>
        <translation>%1 のパワー: %2</translation>
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
    <name>NewGamePage</name>
    <message>
        <source>First player</source>
        <translation>最初のプレイヤー</translation>
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
        <translation>席%1</translation>
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
        <source>New seed</source>
        <translation>新しいシード</translation>
    </message>
    <message>
        <source>The same seed and moves always give the same game.</source>
        <translation>同じシードと同じ手なら、いつも同じゲームになります。</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
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
        <source>That card cannot go there. The lit places are where it may go.</source>
        <translation>そのカードはそこに置けません。光っている場所に置けます。</translation>
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
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>It is not {seat}&apos;s decision now.</source>
        <translation>今は{seat}の番ではありません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
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
        <translation>このゲームにその手はありません。</translation>
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
    <name>tabletop::ui::GameController</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>%1 is not playable yet.</source>
        <translation>%1 はまだ遊べません。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;.</source>
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
</context>
</TS>
