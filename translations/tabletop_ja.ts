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
        <source>Ask %1 about reactions</source>
        <translation>%1 にリアクションを尋ねる</translation>
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
        <source>House rules</source>
        <translation>ハウスルール</translation>
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
        <source>Flip powers work when a set servant turns face-up (after the damage calculation when an attack turned it, and only if it survived). Continuous powers work while the servant is face-up. Trigger powers work when the servant deals direct damage. Cost powers are used from your Main Phase, once per turn, by paying Health.</source>
        <translation>リバース能力は、セットされたサーヴァントが表向きになったときに働きます（攻撃で表向きになった場合はダメージ計算の後、破壊されていなければ）。永続能力はサーヴァントが表向きの間働きます。誘発能力はサーヴァントが直接ダメージを与えたときに働きます。コスト能力は自分のメインフェイズに、ヘルスを払って1ターンに1回使えます。</translation>
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
        <translation>今は{seat}の番ではありません。</translation>
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
        <translation>このゲームにその操作はありません。</translation>
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
        <source>Playing {kind} cards is not implemented yet.</source>
        <translation>{kind}カードの使用はまだ実装されていません。</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn (initiative order).</source>
        <translation>{seat}の番です（イニシアチブ順）。</translation>
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
</context>
</TS>
