<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
    <context>
        <name>Sentence</name>
        <message>
            <location filename="../../gridgames/app/loading.py" />
            <source>the clipboard holds no puzzle</source>
            <translation>ve schránce není žádná úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>this pack is no longer in the list</source>
            <translation>tento balíček už v seznamu není</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>this puzzle is no longer in its pack</source>
            <translation>tato úloha už ve svém balíčku není</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>short probe</source>
            <translation>krátká zkouška</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>counting</source>
            <translation>počítání</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>long probe</source>
            <translation>dlouhá zkouška</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>the rules</source>
            <translation>pravidla</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <location filename="../../gridgames/engine/hint.py" />
            <location filename="../../gridgames/engine/node.py" />
            <source>Nothing is possible for {what}.</source>
            <translation>Pro {what} není nic možné.</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>No answer: every way of going on ends in a contradiction, however it starts.</source>
            <translation>Žádné řešení: každá cesta dál končí sporem, ať začne jakkoli.</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>a guess or a chain deeper than a player follows</source>
            <translation>odhad nebo řetězec hlubší, než hráč sleduje</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Reason}.</source>
            <translation>{Reason}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{technique} ×{times}</source>
            <translation>{technique} ×{times}</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>No answer: the search tried every way (the reason is deeper than a hint).</source>
            <translation>Žádné řešení: hledání zkusilo všechny cesty (důvod je hlubší, než aby se vešel do rady).</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Suppose {what}: then {cause} So {left}.</source>
            <translation>Předpokládejme {what}: pak {cause} Takže {left}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Suppose {what}: then {cause} So it is {value}.</source>
            <translation>Předpokládejme {what}: pak {cause} Takže je {value}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Whatever {what} turns out to be, the same cells follow.</source>
            <translation>Ať je {what} jakékoli, plynou z toho stejná políčka.</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Every value of {what} leads to a contradiction</source>
            <translation>Každá hodnota {what} vede ke sporu</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Only one way left: {what}.</source>
            <translation>Zbývá jediná možnost: {what}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Guess: {what}.</source>
            <translation>Odhad: {what}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Solved.</source>
            <translation>Vyřešeno.</translation>
        </message>
        <message>
            <location filename="../../gridgames/explain.py" />
            <source>From the start: {what}.</source>
            <translation>Od začátku: {what}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Grid Games puzzle (.gg)</source>
            <translation>Úloha Grid Games (.gg)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Nonogram (.non)</source>
            <translation>Malovaná křížovka (.non)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>webpbn XML (.xml)</source>
            <translation>XML webpbn (.xml)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Olšák griddler (.g)</source>
            <translation>Olšákova křížovka (.g)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Simon Tatham's Puzzles game ID</source>
            <translation>ID hry ze Simon Tatham's Puzzles</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>puzz.link URL</source>
            <translation>Adresa puzz.link</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/design.py" />
            <source>Add numbers there, or press Make Unique.</source>
            <translation>Doplňte tam čísla nebo stiskněte Zajistit jednoznačnost.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} (impossible)</source>
            <translation>{cell} (nemožné)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells around {cell}</source>
            <extracomment>English singular: the cell around {cell}</extracomment>
            <translation>
                <numerusform>políčko u {cell}</numerusform>
                <numerusform>{count} políčka u {cell}</numerusform>
                <numerusform>{count} políček u {cell}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} shaded</source>
            <translation>{cell} začerněné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} white</source>
            <translation>{cell} bílé</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>shaded</source>
            <translation>začerněné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>white</source>
            <translation>bílé</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>undecided</source>
            <translation>nerozhodnuté</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells of {line}</source>
            <extracomment>English singular: the cell of {line}</extracomment>
            <translation>
                <numerusform>políčko v {line}</numerusform>
                <numerusform>{count} políčka v {line}</numerusform>
                <numerusform>{count} políček v {line}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the top-left corner</source>
            <extracomment>English singular: the cell in the top-left corner</extracomment>
            <translation>
                <numerusform>políčko v levém horním rohu</numerusform>
                <numerusform>{count} políčka v levém horním rohu</numerusform>
                <numerusform>{count} políček v levém horním rohu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the top-right corner</source>
            <extracomment>English singular: the cell in the top-right corner</extracomment>
            <translation>
                <numerusform>políčko v pravém horním rohu</numerusform>
                <numerusform>{count} políčka v pravém horním rohu</numerusform>
                <numerusform>{count} políček v pravém horním rohu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the bottom-left corner</source>
            <extracomment>English singular: the cell in the bottom-left corner</extracomment>
            <translation>
                <numerusform>políčko v levém dolním rohu</numerusform>
                <numerusform>{count} políčka v levém dolním rohu</numerusform>
                <numerusform>{count} políček v levém dolním rohu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the bottom-right corner</source>
            <extracomment>English singular: the cell in the bottom-right corner</extracomment>
            <translation>
                <numerusform>políčko v pravém dolním rohu</numerusform>
                <numerusform>{count} políčka v pravém dolním rohu</numerusform>
                <numerusform>{count} políček v pravém dolním rohu</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cells}</source>
            <translation>{cells}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>row {row}, columns {first}-{last}</source>
            <translation>ř. {row}, sl. {first}–{last}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>column {column}, rows {first}-{last}</source>
            <translation>sl. {column}, ř. {first}–{last}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>Shading {cell} would cut off {region}, so it stays white.</source>
            <translation>Začernění {cell} by odřízlo {region}, proto zůstává bílé.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>The shaded cells wall off {region} from the other white cells.</source>
            <translation>Začerněná políčka oddělují {region} od ostatních bílých políček.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>Every cell is shaded.</source>
            <translation>Všechna políčka jsou začerněná.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/crossword.py" />
            <source>No legal grid keeps this design.</source>
            <translation>Žádná přípustná mřížka tento návrh nezachová.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>Change numbers there, or press Make Unique.</source>
            <translation>Změňte tam čísla nebo stiskněte Zajistit jednoznačnost.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>Shade cells there or keep them white, or press Make Unique.</source>
            <translation>Vybarvěte tam políčka nebo je nechte bílá, případně stiskněte Zajistit jednoznačnost.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/editing.py" />
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Hitori</source>
            <translation>Hitori</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/editing.py" />
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Kurodoko</source>
            <translation>Kurodoko</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/editing.py" />
            <source>Crossword grid</source>
            <translation>Mřížka křížovky</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>Fill-grid</source>
            <translation>Začerňovačka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>in Hitori, Kurodoko and free grids alike, left-click shades, right-click marks a cell white (a dot); the same click again clears it.</source>
            <translation>v Hitori, Kurodoko i volných mřížkách levé kliknutí políčko začerní, pravé ho označí jako bílé (tečkou); stejné kliknutí znovu ho vymaže.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>Fill with a Latin Square</source>
            <translation>Vyplnit latinským čtvercem</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>row {row}</source>
            <translation>ř. {row}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>column {column}</source>
            <translation>sl. {column}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Cell} is a white {number}, so the other {number}s in {line} are shaded.</source>
            <translation>{Cell} je bílé číslo {number}, takže ostatní čísla {number} v {line} jsou začerněná.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Line} has two white {number}s, at {first} and {second}.</source>
            <translation>{Line} má dvě bílá čísla {number}, na {first} a {second}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Cell} sits between two {number}s in {line}: shading it would leave both {number}s white, so it stays white.</source>
            <translation>{Cell} leží mezi dvěma čísly {number} v {line}: jeho začernění by nechalo obě čísla {number} bílá, proto zůstává bílé.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>The two {number}s side by side at {first} and {second} cannot both be shaded, so one of them is the white {number} of {line}: the {number} at {cell} is shaded.</source>
            <translation>Dvě sousední čísla {number} na {first} a {second} nemohou být obě začerněná, takže jedno z nich je bílé číslo {number} v {line}: číslo {number} na {cell} je začerněné.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>&lt;p&gt;Shade cells so that:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;no number appears twice among the unshaded cells of a row or column;&lt;/li&gt;
&lt;li&gt;no two shaded cells touch by a side;&lt;/li&gt;
&lt;li&gt;all unshaded cells stay connected, side by side.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: left-click shades; right-click circles a cell you know stays white; the
same click again clears it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Začerněte políčka tak, aby:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;se mezi nezačerněnými políčky žádného řádku ani sloupce neopakovalo žádné číslo;&lt;/li&gt;
&lt;li&gt;se žádná dvě začerněná políčka nedotýkala stranou;&lt;/li&gt;
&lt;li&gt;všechna nezačerněná políčka zůstala propojená přes strany.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Zde&lt;/b&gt;: levé kliknutí políčko začerní; pravé zakroužkuje políčko, o kterém víte, že zůstane bílé; stejné kliknutí znovu ho vymaže.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Shade repeated numbers away, never two shaded cells side by side, and keep the white cells in one piece.</source>
            <translation>Začerněte opakovaná čísla, nikdy dvě začerněná políčka vedle sebe, a bílá políčka držte pohromadě.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>&lt;p&gt;Shade some cells so that:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;each number is the count of white cells it sees, itself included, looking
up, down, left and right until a shaded cell or the edge;&lt;/li&gt;
&lt;li&gt;numbered cells stay white;&lt;/li&gt;
&lt;li&gt;no two shaded cells touch by a side;&lt;/li&gt;
&lt;li&gt;all white cells stay connected, side by side.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: left-click shades; right-click marks a cell white (a dot).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Začerněte některá políčka tak, aby:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;každé číslo udávalo počet bílých políček, která vidí (včetně sebe) nahoru, dolů, doleva a doprava až k začerněnému políčku nebo okraji;&lt;/li&gt;
&lt;li&gt;políčka s čísly zůstala bílá;&lt;/li&gt;
&lt;li&gt;se žádná dvě začerněná políčka nedotýkala stranou;&lt;/li&gt;
&lt;li&gt;všechna bílá políčka zůstala propojená přes strany.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Zde&lt;/b&gt;: levé kliknutí políčko začerní; pravé ho označí jako bílé (tečkou).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Each number counts the white cells it sees in the four directions, itself included.</source>
            <translation>Každé číslo počítá bílá políčka, která vidí ve čtyřech směrech, včetně sebe.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Fill-grid (free)</source>
            <translation>Začerňovačka (volná)</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>&lt;p&gt;A free grid has no numbers: it is the crossword-grid designer. Any
shading is an answer when:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;no two shaded cells touch by a side;&lt;/li&gt;
&lt;li&gt;all white cells stay connected, side by side.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: shade the black squares of your grid; Check tells you whether it is
legal. &lt;code&gt;gridgames count fillgrid WxH&lt;/code&gt; counts the legal grids of a size, and
&lt;code&gt;gridgames count FILE.gg&lt;/code&gt; those that complete a design saved in the file
(&lt;code&gt;#&lt;/code&gt; given shaded, &lt;code&gt;o&lt;/code&gt; given white, &lt;code&gt;.&lt;/code&gt; undecided).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Volná mřížka nemá čísla: slouží k navrhování mřížek křížovek. Každé začernění je řešením, když:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;se žádná dvě začerněná políčka nedotýkala stranou;&lt;/li&gt;
&lt;li&gt;všechna bílá políčka zůstala propojená přes strany.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Zde&lt;/b&gt;: začerněte černá pole své mřížky; Kontrola řekne, zda je přípustná. &lt;code&gt;gridgames count fillgrid WxH&lt;/code&gt; spočítá přípustné mřížky dané velikosti a &lt;code&gt;gridgames count FILE.gg&lt;/code&gt; ty, které doplní návrh uložený v souboru (&lt;code&gt;#&lt;/code&gt; zadané černé, &lt;code&gt;o&lt;/code&gt; zadané bílé, &lt;code&gt;.&lt;/code&gt; nerozhodnuté).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>A free grid has no clues to deduce from: shade cells so no two touch and the white cells stay in one piece.</source>
            <translation>Volná mřížka nemá žádné zadání, z něhož by se dalo vyvozovat: začerňujte políčka tak, aby se žádná dvě nedotýkala a bílá zůstala pohromadě.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>up</source>
            <translation>nahoru</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>left</source>
            <translation>doleva</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>right</source>
            <translation>doprava</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>down</source>
            <translation>dolů</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{count} cells</source>
            <extracomment>English singular: 1 cell</extracomment>
            <translation>
                <numerusform>{count} políčko</numerusform>
                <numerusform>{count} políčka</numerusform>
                <numerusform>{count} políček</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>the {number} at {cell}</source>
            <translation>{number} na {cell}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} sees at most {seen} without looking {look}, so it sees at least {need} looking {look}: {cells} are white.</source>
            <extracomment>English singular: {Clue} sees at most {seen} without looking {look}, so it sees at least {need} looking {look}: {cells} is white.</extracomment>
            <translation>
                <numerusform>{Clue} vidí bez pohledu {look} nejvýš {seen}, takže při pohledu {look} vidí aspoň {need}: {cells} je bílé.</numerusform>
                <numerusform>{Clue} vidí bez pohledu {look} nejvýš {seen}, takže při pohledu {look} vidí aspoň {need}: {cells} jsou bílá.</numerusform>
                <numerusform>{Clue} vidí bez pohledu {look} nejvýš {seen}, takže při pohledu {look} vidí aspoň {need}: {cells} jsou bílá.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} already sees {seen} without looking {look}, so it sees at most {allowed} looking {look}: {cell} is shaded.</source>
            <translation>{Clue} už bez pohledu {look} vidí {seen}, takže při pohledu {look} vidí nejvýš {allowed}: {cell} je začerněné.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} cannot see fewer than {seen} looking {look}: the other directions cannot make up the rest, so {cells} are white.</source>
            <extracomment>English singular: {Clue} cannot see fewer than {seen} looking {look}: the other directions cannot make up the rest, so {cells} is white.</extracomment>
            <translation>
                <numerusform>{Clue} nemůže při pohledu {look} vidět méně než {seen}: ostatní směry zbytek nedoplní, takže {cells} je bílé.</numerusform>
                <numerusform>{Clue} nemůže při pohledu {look} vidět méně než {seen}: ostatní směry zbytek nedoplní, takže {cells} jsou bílá.</numerusform>
                <numerusform>{Clue} nemůže při pohledu {look} vidět méně než {seen}: ostatní směry zbytek nedoplní, takže {cells} jsou bílá.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} can only see {seen} looking {look} (white cells leave no other count that adds up), so {cell} is shaded.</source>
            <translation>{Clue} může při pohledu {look} vidět jen {seen} (bílá políčka nedovolí žádný jiný součet), takže {cell} je začerněné.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} can see at most {seen}.</source>
            <translation>{Clue} může vidět nejvýš {seen}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} already sees {seen}.</source>
            <translation>{Clue} už vidí {seen}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>{number} is left unshaded {times} times in {line}</source>
            <extracomment>English singular: {number} is left unshaded {times} time in {line}</extracomment>
            <translation>
                <numerusform>číslo {number} zůstává nezačerněné {times}× v {line}</numerusform>
                <numerusform>číslo {number} zůstává nezačerněné {times}× v {line}</numerusform>
                <numerusform>číslo {number} zůstává nezačerněné {times}× v {line}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>{count} unshaded cells near {cell} are cut off</source>
            <extracomment>English singular: 1 unshaded cell near {cell} is cut off</extracomment>
            <translation>
                <numerusform>{count} nezačerněné políčko u {cell} je odříznuté</numerusform>
                <numerusform>{count} nezačerněná políčka u {cell} jsou odříznutá</numerusform>
                <numerusform>{count} nezačerněných políček u {cell} je odříznuto</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>the {number} at {cell} already sees {seen}</source>
            <translation>{number} na {cell} už vidí {seen}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>the {number} at {cell} can see at most {seen}</source>
            <translation>{number} na {cell} vidí nejvýš {seen}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>shaded cells touch at {cell} and {other}</source>
            <translation>začerněná políčka se dotýkají na {cell} a {other}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>{Cell} is shaded, so the cells beside it stay white: shaded cells never touch.</source>
            <translation>{Cell} je začerněné, takže sousední políčka zůstávají bílá: začerněná políčka se nikdy nedotýkají.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>{Cell} and {other} are both shaded and touch.</source>
            <translation>{Cell} a {other} jsou obě začerněná a dotýkají se.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>a free fill-grid takes no numbers ({number} at {cell})</source>
            <translation>volná mřížka nemá čísla ({number} na {cell})</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>kurodoko number {number} at {cell} can never be seen: a cell sees 1 to {most} cells (width + height - 1)</source>
            <translation>číslo {number} na {cell} v Kurodoko nelze nikdy vidět: políčko vidí 1 až {most} políček (šířka + výška − 1)</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>hitori cell at {cell} has no number</source>
            <translation>políčko Hitori na {cell} nemá číslo</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>hitori number {number} at {cell} is outside 1..{top} (1 to max(width, height))</source>
            <translation>číslo Hitori {number} na {cell} je mimo 1..{top} (1 až max(šířka, výška))</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>easy</source>
            <translation>lehká</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>medium</source>
            <translation>střední</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>hard</source>
            <translation>těžká</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>expert</source>
            <translation>expertní</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/colour_editing.py" />
            <source>Colour nonogram, {count} colours</source>
            <extracomment>English singular: Colour nonogram, 1 colour</extracomment>
            <translation>
                <numerusform>Barevná malovaná křížovka, {count} barva</numerusform>
                <numerusform>Barevná malovaná křížovka, {count} barvy</numerusform>
                <numerusform>Barevná malovaná křížovka, {count} barev</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{some} or {last}</source>
            <translation>{some} nebo {last}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>impossible</source>
            <translation>nemožné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>{cell} {value}</source>
            <translation>{cell} {value}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>empty</source>
            <translation>prázdné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{line}: every arrangement that fits makes {cells} {colour}.</source>
            <translation>{line}: každé rozmístění, které se vejde, obarví {cells} barvou {colour}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{line}: {cells} can only be {values}.</source>
            <translation>{line}: {cells} může být jen {values}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>Change the picture there, or press Make Unique.</source>
            <translation>Změňte tam obrázek nebo stiskněte Zajistit jednoznačnost.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <location filename="../../gridgames/games/nonogram/howto.py" />
            <source>Nonogram</source>
            <translation>Malovaná křížovka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>Colour nonogram</source>
            <translation>Barevná malovaná křížovka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>filled</source>
            <translation>vyplněné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>left-drag fills, right-drag crosses; starting on a cell that already has that mark clears instead. A drag stays in its row or column. Colour puzzles: left-drag paints the colour chosen in the palette over the board (click a swatch, press 1-9, or turn the wheel over the grid; 0 or the last swatch makes it the background cross).</source>
            <translation>tažení levým tlačítkem vyplňuje, pravým přeškrtává; začnete-li na políčku, které už tuto značku má, tažení ji maže. Tažení zůstává ve svém řádku či sloupci. Barevné úlohy: tažení levým tlačítkem maluje barvou zvolenou v paletě nad mřížkou (klepněte na vzorek, stiskněte 1–9 nebo otočte kolečkem nad mřížkou; 0 nebo poslední vzorek zvolí křížek pozadí).</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/howto.py" />
            <source>&lt;p&gt;Fill cells to reveal a picture.&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;The numbers beside a row are the lengths of its runs of filled cells, in order
from left to right; above a column, from top to bottom.&lt;/li&gt;
&lt;li&gt;Runs are separated by at least one empty cell.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: left-drag fills, right-drag crosses a cell you know is empty. A clue
number is crossed off as soon as a run boxed in by crosses (or the edge) can only be that
number; Play &amp;gt; Cross Off Finished Lines crosses the rest of a line you finish.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Vyplňováním políček odhalte obrázek.&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;Čísla vedle řádku jsou délky jeho souvislých úseků vyplněných políček, v pořadí zleva doprava; nad sloupcem shora dolů.&lt;/li&gt;
&lt;li&gt;Úseky odděluje nejméně jedno prázdné políčko.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Zde&lt;/b&gt;: tažení levým tlačítkem vyplňuje, pravým přeškrtne políčko, o kterém víte, že je prázdné. Číslo zadání se odškrtne, jakmile úsek ohraničený křížky (nebo okrajem) může být jen tímto číslem; Hraní &amp;gt; Odškrtávat hotové řádky přeškrtne zbytek řádku, který dokončíte.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/howto.py" />
            <source>The numbers are the runs of filled cells in each row and column, in order.</source>
            <translation>Čísla udávají úseky vyplněných políček v každém řádku a sloupci, v pořadí.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play.py" />
            <source>column {number} can no longer match its clue {clue}</source>
            <translation>sloupec {number} už nemůže odpovídat zadání {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play.py" />
            <source>row {number} can no longer match its clue {clue}</source>
            <translation>řádek {number} už nemůže odpovídat zadání {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>first</source>
            <translation>první</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>second</source>
            <translation>druhý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>third</source>
            <translation>třetí</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>fourth</source>
            <translation>čtvrtý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>fifth</source>
            <translation>pátý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>sixth</source>
            <translation>šestý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>seventh</source>
            <translation>sedmý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>eighth</source>
            <translation>osmý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>ninth</source>
            <translation>devátý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>tenth</source>
            <translation>desátý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}rd</source>
            <translation>{number}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>Column {number} ({clue})</source>
            <translation>Sloupec {number} ({clue})</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>columns {cells}</source>
            <extracomment>English singular: column {cells}</extracomment>
            <translation>
                <numerusform>sl. {cells}</numerusform>
                <numerusform>sl. {cells}</numerusform>
                <numerusform>sl. {cells}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {cells} stay empty: no block can reach them.</source>
            <extracomment>English singular: {line}: {cells} stays empty: no block can reach it.</extracomment>
            <translation>
                <numerusform>{line}: {cells} zůstává prázdný: žádný blok tam nedosáhne.</numerusform>
                <numerusform>{line}: {cells} zůstávají prázdné: žádný blok tam nedosáhne.</numerusform>
                <numerusform>{line}: {cells} zůstávají prázdné: žádný blok tam nedosáhne.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}th</source>
            <translation>{number}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}st</source>
            <translation>{number}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}nd</source>
            <translation>{number}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>Row {number} ({clue})</source>
            <translation>Řádek {number} ({clue})</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>rows {cells}</source>
            <extracomment>English singular: row {cells}</extracomment>
            <translation>
                <numerusform>ř. {cells}</numerusform>
                <numerusform>ř. {cells}</numerusform>
                <numerusform>ř. {cells}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {cells} stay empty: every block is placed.</source>
            <extracomment>English singular: {line}: {cells} stays empty: every block is placed.</extracomment>
            <translation>
                <numerusform>{line}: {cells} zůstává prázdný: všechny bloky jsou umístěné.</numerusform>
                <numerusform>{line}: {cells} zůstávají prázdné: všechny bloky jsou umístěné.</numerusform>
                <numerusform>{line}: {cells} zůstávají prázdné: všechny bloky jsou umístěné.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: no arrangement of its blocks fits</source>
            <translation>{line}: žádné rozmístění jeho bloků se nevejde</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the {length}</source>
            <translation>blok {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the {nth} {length}</source>
            <translation>{nth} blok {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: every arrangement of the blocks that fits fills {cells}.</source>
            <translation>{line}: každé rozmístění bloků, které se vejde, vyplní {cells}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {block} fits only at {cells}.</source>
            <translation>{line}: {block} se vejde jen na {cells}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {block} must cover {cells} wherever it sits.</source>
            <translation>{line}: {block} musí pokrýt {cells}, ať leží kdekoli.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the columns can put no more there, so every column puts the most it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the columns can put no more there, so every column puts the most it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>Počítání: {lines} má celkem {cells} a sloupce tam víc dát nemohou, takže každý sloupec dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a sloupce tam víc dát nemohou, takže každý sloupec dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a sloupce tam víc dát nemohou, takže každý sloupec dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{count} filled cells</source>
            <extracomment>English singular: 1 filled cell</extracomment>
            <translation>
                <numerusform>{count} vyplněné políčko</numerusform>
                <numerusform>{count} vyplněná políčka</numerusform>
                <numerusform>{count} vyplněných políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the columns put at most {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the columns put at most {amount} there</extracomment>
            <translation>
                <numerusform>{lines} má {cells}, ale sloupce tam dají nejvýš {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale sloupce tam dají nejvýš {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale sloupce tam dají nejvýš {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the rows can put no fewer there, so every row puts the fewest it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the rows can put no fewer there, so every row puts the fewest it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>Počítání: {lines} má celkem {cells} a řádky tam méně dát nemohou, takže každý řádek dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a řádky tam méně dát nemohou, takže každý řádek dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a řádky tam méně dát nemohou, takže každý řádek dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the columns can put no fewer there, so every column puts the fewest it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the columns can put no fewer there, so every column puts the fewest it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>Počítání: {lines} má celkem {cells} a sloupce tam méně dát nemohou, takže každý sloupec dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a sloupce tam méně dát nemohou, takže každý sloupec dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a sloupce tam méně dát nemohou, takže každý sloupec dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the rows can put no more there, so every row puts the most it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the rows can put no more there, so every row puts the most it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>Počítání: {lines} má celkem {cells} a řádky tam víc dát nemohou, takže každý řádek dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a řádky tam víc dát nemohou, takže každý řádek dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a řádky tam víc dát nemohou, takže každý řádek dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the columns put at least {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the columns put at least {amount} there</extracomment>
            <translation>
                <numerusform>{lines} má {cells}, ale sloupce tam dají nejméně {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale sloupce tam dají nejméně {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale sloupce tam dají nejméně {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the rows put at most {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the rows put at most {amount} there</extracomment>
            <translation>
                <numerusform>{lines} má {cells}, ale řádky tam dají nejvýš {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale řádky tam dají nejvýš {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale řádky tam dají nejvýš {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the rows put at least {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the rows put at least {amount} there</extracomment>
            <translation>
                <numerusform>{lines} má {cells}, ale řádky tam dají nejméně {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale řádky tam dají nejméně {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale řádky tam dají nejméně {amount}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>column {number} clue {clue}: block lengths must be positive</source>
            <translation>zadání sloupce {number} {clue}: délky bloků musí být kladné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>column {number} clue {clue} needs {cells} cells but the column has {length}</source>
            <translation>zadání sloupce {number} {clue} potřebuje políček: {cells}, ale sloupec jich má {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>row {number} clue {clue}: block lengths must be positive</source>
            <translation>zadání řádku {number} {clue}: délky bloků musí být kladné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>row {number} clue {clue} needs {cells} cells but the row has {length}</source>
            <translation>zadání řádku {number} {clue} potřebuje políček: {cells}, ale řádek jich má {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>the row clues fill {rows} cells but the column clues fill {columns}</source>
            <translation>zadání řádků vyplní políček: {rows}, ale zadání sloupců: {columns}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>row {row}, column {column}</source>
            <translation>ř. {row}, sl. {column}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>the {height}x{width} rectangle at {cell}</source>
            <translation>obdélník {height}×{width} na {cell}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/editing.py" />
            <location filename="../../gridgames/games/shikaku/genre.py" />
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>Shikaku</source>
            <translation>Shikaku</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/genre.py" />
            <source>drag from corner to corner to draw a rectangle (it replaces what it overlaps). Click inside a rectangle, or right-click, to remove it.</source>
            <translation>tažením z rohu do rohu nakreslíte obdélník (nahradí to, co překrývá). Kliknutím dovnitř obdélníku nebo pravým kliknutím ho odstraníte.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>&lt;p&gt;Divide the grid into rectangles (squares count too).&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;Every rectangle holds exactly one number.&lt;/li&gt;
&lt;li&gt;That number is the rectangle's area: how many cells it covers.&lt;/li&gt;
&lt;li&gt;Every cell belongs to exactly one rectangle.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: drag from corner to corner to draw a rectangle; click inside one (or
right-click) to remove it. A rectangle that is right is tinted.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Rozdělte mřížku na obdélníky (čtverce se počítají také).&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;Každý obdélník obsahuje právě jedno číslo.&lt;/li&gt;
&lt;li&gt;Toto číslo je obsah obdélníku: kolik políček pokrývá.&lt;/li&gt;
&lt;li&gt;Každé políčko patří právě jednomu obdélníku.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Zde&lt;/b&gt;: tažením z rohu do rohu nakreslíte obdélník; kliknutím dovnitř (nebo pravým kliknutím) ho odstraníte. Správný obdélník je podbarvený.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>Each number is the area of the one rectangle that holds it.</source>
            <translation>Každé číslo je obsah toho jediného obdélníku, který ho obsahuje.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} holds two or more numbers</source>
            <translation>{rectangle} obsahuje dvě nebo více čísel</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} has {count} cells but its number is {number}</source>
            <extracomment>English singular: {rectangle} has 1 cell but its number is {number}</extracomment>
            <translation>
                <numerusform>{rectangle} má {count} políčko, ale jeho číslo je {number}</numerusform>
                <numerusform>{rectangle} má {count} políčka, ale jeho číslo je {number}</numerusform>
                <numerusform>{rectangle} má {count} políček, ale jeho číslo je {number}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} holds no number</source>
            <translation>{rectangle} neobsahuje žádné číslo</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{rows}, {columns}</source>
            <translation>{rows}, {columns}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>rows {first}-{last}</source>
            <translation>ř. {first}–{last}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>columns {first}-{last}</source>
            <translation>sl. {first}–{last}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} takes one of {count} places</source>
            <extracomment>English singular: {clue} takes one of {count} place</extracomment>
            <translation>
                <numerusform>{clue} zabírá jedno z {count} míst</numerusform>
                <numerusform>{clue} zabírá jedno z {count} míst</numerusform>
                <numerusform>{clue} zabírá jedno z {count} míst</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>Every place left for {owner} covers {cell}, so {clue} cannot take it.</source>
            <translation>Každé zbývající místo pro {owner} pokrývá {cell}, takže {clue} ho zabrat nemůže.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} (no place fits)</source>
            <translation>{clue} (žádné místo nevyhovuje)</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} takes {span}</source>
            <translation>{clue} zabírá {span}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{Clue} must cover {cell}: no other number reaches it.</source>
            <translation>{Clue} musí pokrýt {cell}: žádné jiné číslo tam nedosáhne.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{Clue} and {other} both need {cell}.</source>
            <translation>{Clue} i {other} potřebují {cell}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>No number can reach {cell}.</source>
            <translation>Žádné číslo nedosáhne na {cell}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>No place is left for {clue}.</source>
            <translation>Pro {clue} nezbývá žádné místo.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the board has no clues at all</source>
            <translation>mřížka nemá vůbec žádná čísla</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the clues add up to {total} but the {width}x{height} board has {area} cells</source>
            <translation>čísla dávají součet {total}, ale mřížka {width}×{height} má políček: {area}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} is off the board</source>
            <translation>číslo {number} na {cell} leží mimo mřížku</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>two clues at {cell}</source>
            <translation>dvě čísla na {cell}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} must be a positive number</source>
            <translation>číslo {number} na {cell} musí být kladné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} is larger than the board ({width}x{height} = {area} cells)</source>
            <translation>číslo {number} na {cell} je větší než mřížka ({width}×{height} = {area} políček)</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell}: no rectangle of area {number} fits on a {width}x{height} board</source>
            <translation>číslo {number} na {cell}: do mřížky {width}×{height} se nevejde žádný obdélník s obsahem {number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>A {grade} {kind} needs at least {side}×{side}: a smaller board leaves no room for the techniques {grade} means.</source>
            <translation>{Kind} s obtížností „{grade}“ potřebuje aspoň {side}×{side}: menší mřížka nedá prostor technikám, které obtížnost „{grade}“ vyžaduje.</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>{kind} puzzles are graded up to {top}: the generator finds no {grade} ones.</source>
            <translation>Úlohy {kind} mají obtížnost nejvýš {top}: generátor úlohy s obtížností {grade} nenajde.</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>An {grade} {kind} needs at least {side}×{side}: a smaller board leaves no room for the techniques {grade} means.</source>
            <translation>{Kind} s obtížností „{grade}“ potřebuje aspoň {side}×{side}: menší mřížka nedá prostor technikám, které obtížnost „{grade}“ vyžaduje.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was partly damaged ({damage}). Everything that could be read was kept; the damaged file was kept as {file}.</source>
            <translation>Uložený postup byl částečně poškozen ({damage}). Vše, co šlo přečíst, zůstalo zachováno; poškozený soubor byl uschován jako {file}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Progress cannot be saved this session: {reason}.</source>
            <translation>Postup nelze v tomto sezení ukládat: {reason}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was written by a newer version of Grid Games (format {format}). It was kept as {file} and this version starts afresh; the newer version will find it there.</source>
            <translation>Uložený postup zapsala novější verze Grid Games (formát {format}). Byl uschován jako {file} a tato verze začíná znovu; novější verze ho tam najde.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was damaged ({damage}) and could not be copied ({reason}). The file was kept as {file} and Grid Games starts afresh.</source>
            <translation>Uložený postup byl poškozen ({damage}) a nešlo ho zkopírovat ({reason}). Soubor byl uschován jako {file} a Grid Games začíná znovu.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>cannot create the folder {folder} ({reason})</source>
            <translation>nelze vytvořit složku {folder} ({reason})</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress could not be read ({problem}). The file was kept as {file} and Grid Games starts afresh.</source>
            <translation>Uložený postup nešlo přečíst ({problem}). Soubor byl uschován jako {file} a Grid Games začíná znovu.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>{file} is unusable and cannot be moved aside ({reason})</source>
            <translation>{file} nelze použít ani odložit stranou ({reason})</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>cannot write {file} ({reason})</source>
            <translation>nelze zapsat {file} ({reason})</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress not saved: {reason}</source>
            <translation>postup nebyl uložen: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress not read: {reason}</source>
            <translation>postup nebyl načten: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress partly read: move {number} is damaged</source>
            <translation>postup načten jen zčásti: tah {number} je poškozený</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.actions</name>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;View</source>
            <translation>&amp;Zobrazení</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Game</source>
            <translation>Hra</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>{action} ({shortcut})</source>
            <translation>{action} ({shortcut})</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Edit</source>
            <translation>Úpr&amp;avy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Play</source>
            <translation>&amp;Hraní</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Help</source>
            <translation>&amp;Nápověda</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;New Puzzle...</source>
            <translation>&amp;Nová úloha…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>New &amp;Blank Puzzle...</source>
            <translation>Nová &amp;prázdná úloha…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Import Picture...</source>
            <translation>&amp;Importovat obrázek…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Open...</source>
            <translation>&amp;Otevřít…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open Pac&amp;k...</source>
            <translation>Otevřít &amp;balíček…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open &amp;Folder as Pack...</source>
            <translation>Otevřít &amp;složku jako balíček…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Paste Puzzle...</source>
            <translation>&amp;Vložit úlohu…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Export...</source>
            <translation>&amp;Exportovat…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export &amp;My Puzzles...</source>
            <translation>Exportovat &amp;moje úlohy…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export as P&amp;DF...</source>
            <translation>Exportovat do P&amp;DF…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export &amp;Image...</source>
            <translation>Exportovat &amp;obrázek…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Print...</source>
            <translation>&amp;Tisk…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Ukončit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Zpět</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Redo</source>
            <translation>Z&amp;novu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Edit Puzzle</source>
            <translation>&amp;Upravit úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Re&amp;start</source>
            <translation>Začít z&amp;novu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Check</source>
            <translation>Zk&amp;ontrolovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show &amp;Mistakes While Playing</source>
            <translation>Ukazovat &amp;chyby během hry</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Cross Off &amp;Finished Lines</source>
            <translation>Odškrtávat &amp;hotové řádky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Try</source>
            <translation>&amp;Zkusit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Accept Trial</source>
            <translation>&amp;Přijmout pokus</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Reject Trial</source>
            <translation>&amp;Zahodit pokus</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Set Check&amp;point</source>
            <translation>Uložit kontrolní &amp;bod</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Back to Checkpoint</source>
            <translation>Zpět na kontrolní b&amp;od</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Hint</source>
            <translation>&amp;Rada</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>S&amp;olve</source>
            <translation>&amp;Vyřešit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Pause</source>
            <translation>&amp;Pauza</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Přiblížit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Zoom &amp;Out</source>
            <translation>&amp;Oddálit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Fit to Window</source>
            <translation>Přizpůsobit &amp;oknu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Puzzle &amp;List</source>
            <translation>&amp;Seznam úloh</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Statistics...</source>
            <translation>&amp;Statistiky…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;How to Play...</source>
            <translation>&amp;Jak hrát…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>First &amp;Steps Tour</source>
            <translation>&amp;První kroky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Controls</source>
            <translation>&amp;Ovládání</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;About Grid Games</source>
            <translation>&amp;O aplikaci Grid Games</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Generate a puzzle: choose the kind, size and difficulty</source>
            <translation>Vytvořit úlohu: zvolte druh, velikost a obtížnost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>New</source>
            <translation>Nová</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Make a puzzle of your own: choose the kind and size of an empty board</source>
            <translation>Vytvořte si vlastní úlohu: zvolte druh a velikost prázdné mřížky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Make a nonogram from a PNG or JPEG picture: size, threshold or colours, previewed</source>
            <translation>Vytvořit malovanou křížovku z obrázku PNG nebo JPEG: velikost, práh nebo barvy, s náhledem</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open a puzzle file</source>
            <translation>Otevřít soubor s úlohou</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open</source>
            <translation>Otevřít</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Add a pack to the list: a .zip, a folder's pack.toml or a file of puzzles</source>
            <translation>Přidat balíček do seznamu: .zip, pack.toml složky nebo soubor s úlohami</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Add a folder of puzzle files to the list, with or without a pack.toml</source>
            <translation>Přidat do seznamu složku se soubory úloh, s pack.toml i bez něj</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open a puzz.link URL, Tatham ID or puzzle text</source>
            <translation>Otevřít adresu puzz.link, Tathamovo ID nebo text úlohy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Paste</source>
            <translation>Vložit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Save or copy the puzzle as .gg, .non, a URL or a game ID</source>
            <translation>Uložit nebo zkopírovat úlohu jako .gg, .non, adresu URL nebo ID hry</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Save every puzzle of My puzzles as a zip pack, to share or open elsewhere</source>
            <translation>Uložit všechny Moje úlohy jako balíček zip, ke sdílení nebo otevření jinde</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>This puzzle or its pack as PDF pages, with answers if asked</source>
            <translation>Tato úloha nebo celý její balíček jako stránky PDF, na přání s řešeními</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The blank board as a PNG or SVG picture</source>
            <translation>Prázdná mřížka jako obrázek PNG nebo SVG</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Print this puzzle or its pack</source>
            <translation>Vytisknout tuto úlohu nebo její balíček</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Undo</source>
            <translation>Zpět</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Redo</source>
            <translation>Znovu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Edit mode: change this puzzle (a copy), judged by the engine as you go; again to play it</source>
            <translation>Režim úprav: měňte tuto úlohu (kopii), jádro ji průběžně posuzuje; dalším stiskem ji hrajete</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Edit</source>
            <translation>Upravit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Clear the board (can be undone)</source>
            <translation>Vymazat mřížku (lze vrátit zpět)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Restart</source>
            <translation>Od začátku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show what breaks the rules on the board</source>
            <translation>Ukázat, co v mřížce porušuje pravidla</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Check</source>
            <translation>Kontrola</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Flag mistakes after every move</source>
            <translation>Označovat chyby po každém tahu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Nonogram: when a stroke finishes a line, cross the rest of it (one undo step)</source>
            <translation>Malovaná křížovka: když tah dokončí řádek či sloupec, zbytek se odškrtne (jeden krok zpět)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Trial mode: the marks you make next are provisional, in their own colour</source>
            <translation>Zkušební režim: další značky jsou jen zkusmo, ve vlastní barvě</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Try</source>
            <translation>Zkusit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Keep the provisional marks</source>
            <translation>Ponechat zkušební značky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Accept</source>
            <translation>Přijmout</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Take every provisional mark off in one step</source>
            <translation>Odstranit všechny zkušební značky jedním krokem</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Reject</source>
            <translation>Zahodit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Remember this board, to come back to it later</source>
            <translation>Zapamatovat si tuto mřížku a později se k ní vrátit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Put the board back as it was at the checkpoint (one undo step)</source>
            <translation>Vrátit mřížku do stavu v kontrolním bodě (jeden krok zpět)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show the simplest next deduction; press again to mark it</source>
            <translation>Ukázat nejjednodušší další úvahu; dalším stiskem ji zakreslit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Hint</source>
            <translation>Rada</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Watch the solver finish the puzzle, step by step</source>
            <translation>Sledovat, jak řešitel krok za krokem dokončí úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Solve</source>
            <translation>Vyřešit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Hide the board and stop the clock; press again or click the board to go on</source>
            <translation>Skrýt mřížku a zastavit čas; pokračujte dalším stiskem nebo klepnutím do mřížky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show or hide the puzzle list</source>
            <translation>Zobrazit nebo skrýt seznam úloh</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Solved puzzles, best and median times per kind and size</source>
            <translation>Vyřešené úlohy, nejlepší a střední časy podle druhu a velikosti</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The rules of each kind, with a solved example</source>
            <translation>Pravidla každého druhu úloh s vyřešeným příkladem</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The first few hints of this puzzle, shown as a lesson</source>
            <translation>Prvních několik rad k této úloze jako lekce</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.board_view</name>
        <message>
            <location filename="../../gridgames/app/board_view.py" />
            <source>Paused
Press P or click to go on.</source>
            <translation>Pauza
Pokračujte klávesou P nebo kliknutím.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/board_view.py" />
            <source>Open a puzzle, or pick one from the list.</source>
            <translation>Otevřete úlohu nebo si vyberte ze seznamu.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.bar</name>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Judging…</source>
            <translation>Posuzuje se…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Play This Puzzle</source>
            <translation>Hrát tuto úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Leave edit mode and play the puzzle as it is now</source>
            <translation>Opustit režim úprav a hrát úlohu tak, jak teď je</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Make Unique</source>
            <translation>Zajistit jednoznačnost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Add the fewest clues the engine finds to leave one answer</source>
            <translation>Přidat co nejméně zadání, aby zbylo jediné řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Trim</source>
            <translation>Protřídit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Remove the clues the answer does not need, keeping it unique</source>
            <translation>Odebrat zadání, která řešení nepotřebuje, a zachovat jednoznačnost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Symmetric</source>
            <translation>Souměrně</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>The cell opposite through the centre follows each change</source>
            <translation>Políčko souměrné podle středu se mění s každou změnou</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A larger number for the pen</source>
            <translation>Větší číslo pro pero</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Pen:</source>
            <translation>Pero:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Start from a whole board: every cell gets a number</source>
            <translation>Začít z plné mřížky: každé políčko dostane číslo</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A left click writes {number}</source>
            <translation>Levé kliknutí napíše {number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A click selects the cell to type in</source>
            <translation>Kliknutí vybere políčko, do kterého budete psát</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.base</name>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>row {row}, column {column}</source>
            <translation>ř. {row}, sl. {column}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>Clear {cell}</source>
            <translation>Vymazat {cell}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>Write {number} at {cell}</source>
            <translation>Napsat {number} na {cell}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.blank_dialog</name>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>New Blank Puzzle</source>
            <translation>Nová prázdná úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Kind:</source>
            <translation>&amp;Druh:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Width:</source>
            <translation>Šíř&amp;ka:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Height:</source>
            <translation>&amp;Výška:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>Create</source>
            <translation>Vytvořit</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.fillgrid</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Shade {count} cells</source>
            <extracomment>English singular: Shade 1 cell</extracomment>
            <translation>
                <numerusform>Začernit {count} políčko</numerusform>
                <numerusform>Začernit {count} políčka</numerusform>
                <numerusform>Začernit {count} políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Pin white {count} cells</source>
            <extracomment>English singular: Pin white 1 cell</extracomment>
            <translation>
                <numerusform>Připnout {count} políčko jako bílé</numerusform>
                <numerusform>Připnout {count} políčka jako bílá</numerusform>
                <numerusform>Připnout {count} políček jako bílá</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Free {count} cells</source>
            <extracomment>English singular: Free 1 cell</extracomment>
            <translation>
                <numerusform>Uvolnit {count} políčko</numerusform>
                <numerusform>Uvolnit {count} políčka</numerusform>
                <numerusform>Uvolnit {count} políček</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.mode</name>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>{action} ({number} of {steps})</source>
            <translation>{action} ({number} z {steps})</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>the engine stopped</source>
            <translation>jádro se zastavilo</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>The engine could not judge this: {error}</source>
            <translation>Jádro to nedokázalo posoudit: {error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique</source>
            <translation>Zajistit jednoznačnost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trim</source>
            <translation>Protřídit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Making unique</source>
            <translation>Zajišťuje se jednoznačnost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trimming</source>
            <translation>Protřiďuje se</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.nonogram</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clear {count} cells</source>
            <extracomment>English singular: Clear 1 cell</extracomment>
            <translation>
                <numerusform>Vymazat {count} políčko</numerusform>
                <numerusform>Vymazat {count} políčka</numerusform>
                <numerusform>Vymazat {count} políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Paint {count} cells</source>
            <extracomment>English singular: Paint 1 cell</extracomment>
            <translation>
                <numerusform>Vybarvit {count} políčko</numerusform>
                <numerusform>Vybarvit {count} políčka</numerusform>
                <numerusform>Vybarvit {count} políček</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>blank</source>
            <translation>prázdné</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clue of row {number}: {clue}</source>
            <translation>Zadání řádku {number}: {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clue of column {number}: {clue}</source>
            <translation>Zadání sloupce {number}: {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Row {number} follows the picture</source>
            <translation>Řádek {number} podle obrázku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Column {number} follows the picture</source>
            <translation>Sloupec {number} podle obrázku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Row {number}: {clue}</source>
            <translation>Řádek {number}: {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Column {number}: {clue}</source>
            <translation>Sloupec {number}: {clue}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.nonogram_colour</name>
        <message>
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Click a clue and type its blocks: each number followed by its colour's letter (“3k 2o”); a number alone takes the chosen colour. Enter keeps it, Escape leaves the line as it was, a right click on a clue follows the picture.</source>
            <translation>Klikněte na legendu a napište její bloky: za každým číslem písmeno jeho barvy („3k 2o“); číslo bez písmene dostane zvolenou barvu. Enter ji ponechá, Escape vrátí řádek, jak byl, pravé kliknutí na legendu ji vezme z obrázku.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Type clues as “{example}”: {letters}</source>
            <translation>Legendu pište jako „{example}“: {letters}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Paint {count} cells {colour}</source>
            <extracomment>English singular: Paint 1 cell {colour}</extracomment>
            <translation>
                <numerusform>Obarvit {count} políčko: {colour}</numerusform>
                <numerusform>Obarvit {count} políčka: {colour}</numerusform>
                <numerusform>Obarvit {count} políček: {colour}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.shikaku</name>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Rectangle {height}x{width} = {area}</source>
            <translation>Obdélník {height}×{width} = {area}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Remove rectangle</source>
            <translation>Odstranit obdélník</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Clear {height}x{width}</source>
            <translation>Vymazat {height}×{width}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.verdicts</name>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{across} across, {down} down</source>
            <translation>{across} vodorovně, {down} svisle</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not a puzzle yet: {problem} (and {count} more).</source>
            <extracomment>English singular: Not a puzzle yet: {problem} (and 1 more).</extracomment>
            <translation>
                <numerusform>Ještě to není úloha: {problem} (a {count} další).</numerusform>
                <numerusform>Ještě to není úloha: {problem} (a {count} další).</numerusform>
                <numerusform>Ještě to není úloha: {problem} (a {count} dalších).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not a puzzle yet: {problem}.</source>
            <translation>Ještě to není úloha: {problem}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not settled within the time allowed{took}.</source>
            <translation>V povoleném čase nerozhodnuto{took}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{across} across, {down} down, shortest {shortest}</source>
            <translation>{across} vodorovně, {down} svisle, nejkratší {shortest}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer — grade {grade}; needs {techniques}.</source>
            <translation>{unique}: jediné řešení — obtížnost {grade}; potřebuje {techniques}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{several}. {count} cells differ between two of them (marked). {advice}</source>
            <extracomment>English singular: {several}. 1 cell differs between two of them (marked). {advice}</extracomment>
            <translation>
                <numerusform>{several}. Dvě z nich se liší v {count} políčku (označeno). {advice}</numerusform>
                <numerusform>{several}. Dvě z nich se liší ve {count} políčkách (označeno). {advice}</numerusform>
                <numerusform>{several}. Dvě z nich se liší v {count} políčkách (označeno). {advice}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{several}. {advice}</source>
            <translation>{several} – {advice}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{none}: {reason}</source>
            <translation>{none}: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{none}.</source>
            <translation>{none}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>&lt;b&gt;Not legal&lt;/b&gt;: shaded cells touch or white cells are cut off (marked)</source>
            <translation>&lt;b&gt;Nepřípustné&lt;/b&gt;: začerněná políčka se dotýkají nebo jsou bílá políčka odříznutá (označeno)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>&lt;b&gt;Legal so far&lt;/b&gt;</source>
            <translation>&lt;b&gt;Zatím přípustné&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{shown} legal grids complete this design, {symmetric} of them symmetric</source>
            <extracomment>English singular: {shown} legal grid completes this design, {symmetric} of them symmetric</extracomment>
            <translation>
                <numerusform>Tento návrh doplňuje {shown} přípustná mřížka, z toho {symmetric} souměrných</numerusform>
                <numerusform>Tento návrh doplňují {shown} přípustné mřížky, z toho {symmetric} souměrných</numerusform>
                <numerusform>Tento návrh doplňuje {shown} přípustných mřížek, z toho {symmetric} souměrných</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{shown} legal grids complete this design</source>
            <extracomment>English singular: {shown} legal grid completes this design</extracomment>
            <translation>
                <numerusform>Tento návrh doplňuje {shown} přípustná mřížka</numerusform>
                <numerusform>Tento návrh doplňují {shown} přípustné mřížky</numerusform>
                <numerusform>Tento návrh doplňuje {shown} přípustných mřížek</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer — grade {grade}.</source>
            <translation>{unique}: jediné řešení — obtížnost {grade}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Several answers</source>
            <translation>Více řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>No answer</source>
            <translation>Žádné řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Unique</source>
            <translation>Jednoznačná</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer; needs {techniques}.</source>
            <translation>{unique}: jediné řešení; potřebuje {techniques}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer.</source>
            <translation>{unique}: jediné řešení.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.export_dialog</name>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Export — {title}</source>
            <translation>Export — {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>&amp;Copy</source>
            <translation>&amp;Kopírovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>&amp;Save As...</source>
            <translation>&amp;Uložit jako…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Copied to the clipboard.</source>
            <translation>Zkopírováno do schránky.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Export puzzle</source>
            <translation>Exportovat úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>{format} (*{extension});;All files (*)</source>
            <translation>{format} (*{extension});;Všechny soubory (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Saved {name}.</source>
            <translation>Uloženo: {name}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Not offered, as they cannot hold a {kind} puzzle: {formats}.</source>
            <translation>Nenabízeno, protože neumí uložit úlohu typu {kind}: {formats}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Format:</source>
            <translation>Formát:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>One line: Copy it to paste in a browser or another app.</source>
            <translation>Jeden řádek: zkopírujte ho a vložte do prohlížeče nebo jiné aplikace.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Saved as {extension}; Grid Games opens it again as it is.</source>
            <translation>Uloží se jako {extension}; Grid Games ho znovu otevře beze změny.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Cannot export</source>
            <translation>Export se nezdařil</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Could not write {file}.

{reason}</source>
            <translation>Soubor {file} nelze zapsat.

{reason}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.fillgrid</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Shade {count} cells</source>
            <extracomment>English singular: Shade 1 cell</extracomment>
            <translation>
                <numerusform>Začernit {count} políčko</numerusform>
                <numerusform>Začernit {count} políčka</numerusform>
                <numerusform>Začernit {count} políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Dot {count} cells</source>
            <extracomment>English singular: Dot 1 cell</extracomment>
            <translation>
                <numerusform>Označit tečkou {count} políčko</numerusform>
                <numerusform>Označit tečkou {count} políčka</numerusform>
                <numerusform>Označit tečkou {count} políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Clear {count} cells</source>
            <extracomment>English singular: Clear 1 cell</extracomment>
            <translation>
                <numerusform>Vymazat {count} políčko</numerusform>
                <numerusform>Vymazat {count} políčka</numerusform>
                <numerusform>Vymazat {count} políček</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.nonogram_input</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/nonogram_input.py" />
            <source>Paint {count} cells {colour}</source>
            <extracomment>English singular: Paint 1 cell {colour}</extracomment>
            <translation>
                <numerusform>Obarvit {count} políčko: {colour}</numerusform>
                <numerusform>Obarvit {count} políčka: {colour}</numerusform>
                <numerusform>Obarvit {count} políček: {colour}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.nonogram_palette</name>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Letters</source>
            <translation>Písmena</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Write each colour's letter on its swatch and on painted cells</source>
            <translation>Psát písmeno každé barvy na její vzorek a na obarvená políčka</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Paint:</source>
            <translation>Barva:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>background (cross)</source>
            <translation>pozadí (křížek)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>{colour}: key {key}</source>
            <translation>{colour}: klávesa {key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>{colour}: the wheel</source>
            <translation>{colour}: kolečko myši</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.shikaku</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/shikaku.py" />
            <source>Remove {count} rectangles</source>
            <extracomment>English singular: Remove rectangle</extracomment>
            <translation>
                <numerusform>Odstranit obdélník</numerusform>
                <numerusform>Odstranit {count} obdélníky</numerusform>
                <numerusform>Odstranit {count} obdélníků</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/shikaku.py" />
            <source>Draw {height}x{width} rectangle</source>
            <translation>Nakreslit obdélník {height}×{width}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.how_to_play</name>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>How to Play</source>
            <translation>Jak hrát</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>First Steps Tour</source>
            <translation>První kroky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>Play the first hints of the puzzle on the board as a lesson</source>
            <translation>Projít první rady k úloze v mřížce jako lekci</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>Solved example</source>
            <translation>Vyřešený příklad</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.language_menu</name>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>&amp;Language</source>
            <translation>&amp;Jazyk</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Language</source>
            <translation>Jazyk</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>The new language is used from the next start of Grid Games.</source>
            <translation>Nový jazyk se použije od příštího spuštění Grid Games.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Restart Now</source>
            <translation>Restartovat hned</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Later</source>
            <translation>Později</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>System Default ({language})</source>
            <translation>Podle systému ({language})</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.new_puzzle</name>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>New Puzzle</source>
            <translation>Nová úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>random</source>
            <translation>náhodně</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>The same seed and choices make the same puzzle</source>
            <translation>Stejné semínko a volby dají stejnou úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Kind:</source>
            <translation>&amp;Druh:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Size (columns × rows):</source>
            <translation>&amp;Velikost (sloupce × řádky):</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Difficulty:</source>
            <translation>&amp;Obtížnost:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>S&amp;eed (optional):</source>
            <translation>&amp;Semínko (nepovinné):</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Generate</source>
            <translation>&amp;Vytvořit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Generating {kind} {width}×{height}, {grade}, seed {seed}…</source>
            <translation>Vytváří se {kind} {width}×{height}, {grade}, semínko {seed}…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>unknown error</source>
            <translation>neznámá chyba</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Could not generate this puzzle: {error}</source>
            <translation>Úlohu se nepodařilo vytvořit: {error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Gave up: no puzzle was found in time. Try a smaller size or another seed.</source>
            <translation>Vzdáno: v časovém limitu se žádná úloha nenašla. Zkuste menší velikost nebo jiné semínko.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Closest so far: none yet</source>
            <translation>Zatím nejblíže: zatím nic</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Cancelled.</source>
            <translation>Zrušeno.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>No {asked} puzzle turned up in time: opened the closest, a {grade} one.</source>
            <translation>Úloha s obtížností {asked} se v čase nenašla: otevřela se nejbližší, s obtížností {grade}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Closest so far: {grade}</source>
            <translation>Zatím nejblíže: {grade}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>The seed must be a whole number (or empty for a random puzzle).</source>
            <translation>Semínko musí být celé číslo (nebo prázdné pro náhodnou úlohu).</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.packs_model</name>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Puzzle</source>
            <translation>Úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Genre</source>
            <translation>Druh</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Size</source>
            <translation>Velikost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Level</source>
            <translation>Úroveň</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Best</source>
            <translation>Nejlepší</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>New</source>
            <translation>Nová</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>In progress</source>
            <translation>Rozehrané</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Solved</source>
            <translation>Vyřešené</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>State: new, in progress (◐), solved</source>
            <translation>Stav: nová, rozehraná (◐), vyřešená</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Best time</source>
            <translation>Nejlepší čas</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{state}, {time} on the clock</source>
            <translation>{state}, na hodinách {time}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{pack} (cannot be opened)</source>
            <translation>{pack} (nelze otevřít)</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.packs_panel</name>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Licence: {licence}</source>
            <translation>Licence: {licence}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Licence — {pack}</source>
            <translation>Licence — {pack}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Any state</source>
            <translation>Jakýkoli stav</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>New</source>
            <translation>Nové</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>In progress</source>
            <translation>Rozehrané</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Not solved</source>
            <translation>Nevyřešené</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Solved</source>
            <translation>Vyřešené</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Filter by title or pack</source>
            <translation>Filtrovat podle názvu nebo balíčku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Open Pack...</source>
            <translation>Otevřít balíček…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Add a pack: a .zip, a folder's pack.toml or a file of puzzles</source>
            <translation>Přidat balíček: .zip, pack.toml složky nebo soubor s úlohami</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>All genres</source>
            <translation>Všechny druhy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>From {pack}</source>
            <translation>Z balíčku {pack}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>not stated</source>
            <translation>neuvedena</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Play</source>
            <translation>Hrát</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Remove from My Puzzles</source>
            <translation>Odebrat z Mých úloh</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Export My Puzzles as Zip Pack...</source>
            <translation>Exportovat Moje úlohy jako balíček zip…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>{title} by {author}</source>
            <translation>{title}, autor: {author}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Remove “{pack}” from the List</source>
            <translation>Odebrat „{pack}“ ze seznamu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>A puzzle of your own</source>
            <translation>Vaše vlastní úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Built-in pack: always listed</source>
            <translation>Vestavěný balíček: vždy v seznamu</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.paper</name>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Working out the answers...</source>
            <translation>Zjišťují se řešení…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Cancel</source>
            <translation>Zrušit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>No answers</source>
            <translation>Bez řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>The answers were not found within {s:g} seconds.</source>
            <translation>Řešení se nenašla do {s:g} sekund.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Export as PDF</source>
            <translation>Exportovat do PDF</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Export Image</source>
            <translation>Exportovat obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>PNG image (*.png);;SVG image (*.svg)</source>
            <translation>Obrázek PNG (*.png);;Obrázek SVG (*.svg)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Cannot export</source>
            <translation>Export se nezdařil</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Saved {name} ({pages})</source>
            <translation>Uloženo: {name} ({pages})</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Saved {name}</source>
            <translation>Uloženo: {name}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Sent {pages} to {printer}</source>
            <translation>Odesláno na {printer}: {pages}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/paper.py" />
            <source>{count} pages</source>
            <extracomment>English singular: 1 page</extracomment>
            <translation>
                <numerusform>{count} stránka</numerusform>
                <numerusform>{count} stránky</numerusform>
                <numerusform>{count} stránek</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Puzzle</source>
            <translation>Úloha</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.picture_import</name>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Pictures (*.png *.jpg *.jpeg *.bmp *.gif);;All files (*)</source>
            <translation>Obrázky (*.png *.jpg *.jpeg *.bmp *.gif);;Všechny soubory (*)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{width}×{height}: {filled} of {cells} cells filled, {shades}{count} clue numbers</source>
            <extracomment>English singular: {width}×{height}: {filled} of {cells} cells filled, {shades}1 clue number</extracomment>
            <translation>
                <numerusform>{width}×{height}: vyplněno {filled} z {cells} políček, {shades}{count} číslo zadání</numerusform>
                <numerusform>{width}×{height}: vyplněno {filled} z {cells} políček, {shades}{count} čísla zadání</numerusform>
                <numerusform>{width}×{height}: vyplněno {filled} z {cells} políček, {shades}{count} čísel zadání</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Import Picture</source>
            <translation>Importovat obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Choose &amp;Picture...</source>
            <translation>Vybrat &amp;obrázek…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>No picture chosen yet.</source>
            <translation>Zatím není vybrán žádný obrázek.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Keep the picture's proportions</source>
            <translation>&amp;Zachovat poměr stran obrázku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Black and white</source>
            <translation>Černobíle</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Cells darker than this are filled</source>
            <translation>Políčka tmavší než tato hodnota se vyplní</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Create Puzzle</source>
            <translation>&amp;Vytvořit úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Board (columns × rows):</source>
            <translation>Deska (sloupce × řádky):</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Cells:</source>
            <translation>Políčka:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Threshold:</source>
            <translation>&amp;Práh:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Import picture</source>
            <translation>Importovat obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{file} ({width}×{height} pixels)</source>
            <translation>{file} ({width}×{height} pixelů)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{count} colours</source>
            <extracomment>English singular: 1 colour</extracomment>
            <translation>
                <numerusform>{count} barva</numerusform>
                <numerusform>{count} barvy</numerusform>
                <numerusform>{count} barev</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Picture</source>
            <translation>Obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{file}: not a picture Grid Games can read</source>
            <translation>{file}: není obrázek, který Grid Games umí přečíst</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Choose a PNG or JPEG picture to see the board it makes.</source>
            <translation>Vyberte obrázek PNG nebo JPEG a uvidíte desku, která z něj vznikne.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.play_tools</name>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trying: new marks are provisional. Accept keeps them, Reject takes them off.</source>
            <translation>Zkoušíte: nové značky jsou zkušební. Přijmout je ponechá, Zahodit je odstraní.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trial accepted: the marks are yours.</source>
            <translation>Pokus přijat: značky jsou teď vaše.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trial rejected: the board is back as it was before Try.</source>
            <translation>Pokus zahozen: mřížka je zpět ve stavu před Zkusit.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Back at the checkpoint.</source>
            <translation>Zpět v kontrolním bodě.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Checkpoint set: Back to Checkpoint returns to this board.</source>
            <translation>Kontrolní bod uložen: Zpět na kontrolní bod vrátí tuto mřížku.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trying</source>
            <translation>Zkoušíte</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.print_dialog</name>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Print</source>
            <translation>Tisk</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Export as PDF</source>
            <translation>Exportovat do PDF</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>This puzzle: {title}</source>
            <translation>Tato úloha: {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Puzzles per page:</source>
            <translation>Úloh na stránku:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Paper size:</source>
            <translation>Velikost papíru:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Answer pages at the end</source>
            <translation>Stránky s řešením na konci</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Print...</source>
            <translation>Tisk…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Save PDF...</source>
            <translation>Uložit PDF…</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>The whole pack: {title} ({count} puzzles)</source>
            <extracomment>English singular: The whole pack: {title} (1 puzzle)</extracomment>
            <translation>
                <numerusform>Celý balíček: {title} ({count} úloha)</numerusform>
                <numerusform>Celý balíček: {title} ({count} úlohy)</numerusform>
                <numerusform>Celý balíček: {title} ({count} úloh)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.printing</name>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>Answers</source>
            <translation>Řešení</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.progress_link</name>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>The saved moves of this puzzle could not be read ({error}). They were kept aside and the puzzle starts afresh.</source>
            <translation>Uložené tahy této úlohy nešlo přečíst ({error}). Byly odloženy stranou a úloha začíná znovu.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>progress not saved</source>
            <translation>postup nebyl uložen</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.session</name>
        <message>
            <location filename="../../gridgames/app/session.py" />
            <source>Restart</source>
            <translation>Od začátku</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.shelf</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Pack “{pack}”: {count} puzzles ({broken} cannot be played: see their tooltips)</source>
            <extracomment>English singular: Pack “{pack}”: 1 puzzle ({broken} cannot be played: see their tooltips)</extracomment>
            <translation>
                <numerusform>Balíček „{pack}“: {count} úloha ({broken} nelze hrát: viz jejich popisky)</numerusform>
                <numerusform>Balíček „{pack}“: {count} úlohy ({broken} nelze hrát: viz jejich popisky)</numerusform>
                <numerusform>Balíček „{pack}“: {count} úloh ({broken} nelze hrát: viz jejich popisky)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Pack “{pack}”: {count} puzzles</source>
            <extracomment>English singular: Pack “{pack}”: 1 puzzle</extracomment>
            <translation>
                <numerusform>Balíček „{pack}“: {count} úloha</numerusform>
                <numerusform>Balíček „{pack}“: {count} úlohy</numerusform>
                <numerusform>Balíček „{pack}“: {count} úloh</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Removed “{title}” from My puzzles.</source>
            <translation>„{title}“ odebráno z Mých úloh.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Saved {count} puzzles to {file}</source>
            <extracomment>English singular: Saved 1 puzzle to {file}</extracomment>
            <translation>
                <numerusform>Uložena {count} úloha do {file}</numerusform>
                <numerusform>Uloženy {count} úlohy do {file}</numerusform>
                <numerusform>Uloženo {count} úloh do {file}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Removed “{pack}” from the list; its progress is kept.</source>
            <translation>„{pack}“ odebrán ze seznamu; jeho postup zůstává uložen.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Progress not saved: {error}</source>
            <translation>Postup nebyl uložen: {error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Not kept in My puzzles: {reason}</source>
            <translation>Neuloženo do Mých úloh: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Could not remove it: {reason}</source>
            <translation>Nelze odebrat: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Could not write {file}: {reason}</source>
            <translation>Nelze zapsat {file}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.animation</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} deductions</source>
            <extracomment>English singular: 1 deduction</extracomment>
            <translation>
                <numerusform>{count} úvaha</numerusform>
                <numerusform>{count} úvahy</numerusform>
                <numerusform>{count} úvah</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} guesses</source>
            <extracomment>English singular: 1 guess</extracomment>
            <translation>
                <numerusform>{count} odhad</numerusform>
                <numerusform>{count} odhady</numerusform>
                <numerusform>{count} odhadů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} taken back</source>
            <extracomment>English singular: 1 taken back</extracomment>
            <translation>
                <numerusform>{count} vzat zpět</numerusform>
                <numerusform>{count} vzaty zpět</numerusform>
                <numerusform>{count} vzato zpět</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Solved in {count} steps: {counts}.</source>
            <extracomment>English singular: Solved in 1 step: {counts}.</extracomment>
            <translation>
                <numerusform>Vyřešeno v {count} kroku: {counts}.</numerusform>
                <numerusform>Vyřešeno ve {count} krocích: {counts}.</numerusform>
                <numerusform>Vyřešeno v {count} krocích: {counts}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Stopped after {count} steps ({counts}); guesses were taken back.</source>
            <extracomment>English singular: Stopped after 1 step ({counts}); guesses were taken back.</extracomment>
            <translation>
                <numerusform>Zastaveno po {count} kroku ({counts}); odhady byly vzaty zpět.</numerusform>
                <numerusform>Zastaveno po {count} krocích ({counts}); odhady byly vzaty zpět.</numerusform>
                <numerusform>Zastaveno po {count} krocích ({counts}); odhady byly vzaty zpět.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Auto-solve</source>
            <translation>Automatické řešení</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} by trying a cell</source>
            <extracomment>English singular: 1 by trying a cell</extracomment>
            <translation>
                <numerusform>{count} zkusmým dosazením</numerusform>
                <numerusform>{count} zkusmým dosazením</numerusform>
                <numerusform>{count} zkusmým dosazením</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{guesses}, {taken_back}</source>
            <translation>{guesses}, {taken_back}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>The engine found no answer: the puzzle cannot be solved.</source>
            <translation>Jádro nenašlo žádné řešení: úloha nemá řešení.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>This board cannot be finished: some mark is wrong.</source>
            <translation>Tuto mřížku nelze dokončit: některá značka je špatně.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>The board breaks a rule.</source>
            <translation>Mřížka porušuje pravidlo.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.assist</name>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Step {number}: {step}</source>
            <translation>Krok {number}: {step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solver</source>
            <translation>Řešitel</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Hint</source>
            <translation>Rada</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Press Solve to watch the engine reason, or Hint for one step.</source>
            <translation>Stiskněte Vyřešit a sledujte úvahy jádra, nebo Rada pro jeden krok.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solve</source>
            <translation>Vyřešit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>{why}

Solve from the start instead? (One Undo brings your board back.)</source>
            <translation>{why}

Vyřešit místo toho od začátku? (Jedno Zpět vrátí vaši mřížku.)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solving…</source>
            <translation>Řeší se…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>The board is solved already.</source>
            <translation>Mřížka už je vyřešená.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>The board breaks a rule: {mistake}.</source>
            <translation>Mřížka porušuje pravidlo: {mistake}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>This board cannot be finished: some mark is wrong.</source>
            <translation>Tuto mřížku nelze dokončit: některá značka je špatně.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.hintbar</name>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Hint shows the next step here; pressing it again marks the step on the board.</source>
            <translation>Rada zde ukáže další krok; dalším stiskem se krok zakreslí do mřížky.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Mark it</source>
            <translation>Zakreslit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Make the move this hint shows (Hint again does the same)</source>
            <translation>Provést tah, který rada ukazuje (totéž udělá další Rada)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Clear the hint</source>
            <translation>Skrýt radu</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.hints</name>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>A guess.</source>
            <translation>Odhad.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No rule decides anything from here, not even trying a possibility in your head: the only way on is a guess. Make one, follow where it leads, and undo it if it breaks a rule.</source>
            <translation>Odsud už nic nerozhodne žádné pravidlo, ani zkusmá úvaha v hlavě: jediná cesta dál je odhad. Zkuste ho, sledujte, kam vede, a vraťte ho, pokud poruší pravidlo.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Press Hint again to mark it.</source>
            <translation>Dalším stiskem Rady ji zakreslíte.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>A basic rule.</source>
            <translation>Základní pravidlo.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>An advanced rule.</source>
            <translation>Pokročilé pravidlo.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Trying one possibility in your head.</source>
            <translation>Zkusmá úvaha v hlavě.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{first} {second}</source>
            <translation>{first} {second}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Looking for the next step…</source>
            <translation>Hledá se další krok…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No hint: the engine failed ({error}).</source>
            <translation>Žádná rada: jádro selhalo ({error}).</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Marked: {step}</source>
            <translation>Zakresleno: {step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Marked. Press Hint for the next step.</source>
            <translation>Zakresleno. Další krok ukáže Rada.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{Mark} is wrong.</source>
            <translation>{Mark} je špatně.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No hint until it is put right: a step from a wrong mark would teach something false.</source>
            <translation>Dokud se to neopraví, žádná rada: krok ze špatné značky by učil něco nepravdivého.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint</source>
            <translation>Rada</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{mistake}

Rewind to the last position without a mistake, {count} moves back? (Redo brings them back.)</source>
            <extracomment>English singular: {mistake}

Rewind to the last position without a mistake, 1 move back? (Redo brings it back.)</extracomment>
            <translation>
                <numerusform>{mistake}

Vrátit se k poslední pozici bez chyby, o {count} tah zpět? (Znovu ho vrátí.)</numerusform>
                <numerusform>{mistake}

Vrátit se k poslední pozici bez chyby, o {count} tahy zpět? (Znovu je vrátí.)</numerusform>
                <numerusform>{mistake}

Vrátit se k poslední pozici bez chyby, o {count} tahů zpět? (Znovu je vrátí.)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Rewound {count} moves: no mistakes now.</source>
            <extracomment>English singular: Rewound 1 move: no mistakes now.</extracomment>
            <translation>
                <numerusform>Vráceno o {count} tah: teď bez chyb.</numerusform>
                <numerusform>Vráceno o {count} tahy: teď bez chyb.</numerusform>
                <numerusform>Vráceno o {count} tahů: teď bez chyb.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>The board changed meanwhile: press Hint again.</source>
            <translation>Mřížka se mezitím změnila: stiskněte Rada znovu.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>This puzzle has no answer, so there is nothing to hint.</source>
            <translation>Tato úloha nemá řešení, takže není co radit.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint ({level}): {step}</source>
            <translation>Rada ({level}): {step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint: {step}</source>
            <translation>Rada: {step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Press Hint for the next step.</source>
            <translation>Další krok ukáže Rada.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Everything is decided already: nothing is left to deduce.</source>
            <translation>Vše je už rozhodnuto: není co vyvozovat.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>The board cannot be right: {reason}</source>
            <translation>Mřížka nemůže být správně: {reason}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.panel</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>{count} steps/s</source>
            <extracomment>English singular: 1 step/s</extracomment>
            <translation>
                <numerusform>{count} krok/s</numerusform>
                <numerusform>{count} kroky/s</numerusform>
                <numerusform>{count} kroků/s</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Instant</source>
            <translation>Okamžitě</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Step</source>
            <translation>Krok</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Pause and show one more step</source>
            <translation>Pozastavit a ukázat ještě jeden krok</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Stop</source>
            <translation>Zastavit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Stop here: what was deduced stays, guesses are taken back</source>
            <translation>Zastavit zde: vyvozené zůstane, odhady se vezmou zpět</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Speed: from one step a second to instant</source>
            <translation>Rychlost: od jednoho kroku za sekundu po okamžitě</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Press Solve to watch the engine reason, or Hint for one step.</source>
            <translation>Stiskněte Vyřešit a sledujte úvahy jádra, nebo Rada pro jeden krok.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>The steps appear here, one sentence each.</source>
            <translation>Zde se objeví kroky, každý jednou větou.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Speed</source>
            <translation>Rychlost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Resume</source>
            <translation>Pokračovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Pause</source>
            <translation>Pauza</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Go on</source>
            <translation>Pokračovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Hold the animation here</source>
            <translation>Pozastavit animaci zde</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.statistics_dialog</name>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Earlier wins</source>
            <translation>Dřívější výhry</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Puzzle</source>
            <translation>Úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Size</source>
            <translation>Velikost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Solved</source>
            <translation>Vyřešeno</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Wins</source>
            <translation>Výhry</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Best</source>
            <translation>Nejlepší</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Median</source>
            <translation>Medián</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Statistics</source>
            <translation>Statistiky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{puzzles} solved, {wins} in all. Times are your own: boards the solver finished do not count.</source>
            <translation>Vyřešeno: {puzzles}, celkem {wins}. Časy jsou jen vaše: mřížky dokončené řešitelem se nepočítají.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>No puzzle solved yet: your wins and times will be listed here.</source>
            <translation>Zatím žádná vyřešená úloha: vaše výhry a časy se objeví zde.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{count} puzzles</source>
            <extracomment>English singular: 1 puzzle</extracomment>
            <translation>
                <numerusform>{count} úloha</numerusform>
                <numerusform>{count} úlohy</numerusform>
                <numerusform>{count} úloh</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{count} wins</source>
            <extracomment>English singular: 1 win</extracomment>
            <translation>
                <numerusform>{count} výhra</numerusform>
                <numerusform>{count} výhry</numerusform>
                <numerusform>{count} výher</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.status</name>
        <message>
            <location filename="../../gridgames/app/status.py" />
            <source>Time {time}</source>
            <translation>Čas {time}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/status.py" />
            <source>Row {row}, column {column}</source>
            <translation>Řádek {row}, sloupec {column}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.tour</name>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>First steps: {kind}</source>
            <translation>První kroky: {kind}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Step {number} of {steps}: {step}</source>
            <translation>Krok {number} z {steps}: {step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Mark it and go on</source>
            <translation>Zakreslit a pokračovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>End tour</source>
            <translation>Ukončit prohlídku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Close</source>
            <translation>Zavřít</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Asking the engine for a step…</source>
            <translation>Jádro hledá krok…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>That is the idea: every step follows from the rules and what is already on the board. Press Hint (Ctrl+H) whenever you are stuck; Undo takes back any step. Over to you!</source>
            <translation>To je celý princip: každý krok plyne z pravidel a z toho, co už v mřížce je. Kdykoli se zaseknete, stiskněte Rada (Ctrl+H); Zpět vrátí jakýkoli krok. Teď je řada na vás!</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.trial</name>
        <message>
            <location filename="../../gridgames/app/trial.py" />
            <source>Reject trial</source>
            <translation>Zahodit pokus</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/trial.py" />
            <source>Back to checkpoint</source>
            <translation>Zpět na kontrolní bod</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.window</name>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Grid Games</source>
            <translation>Grid Games</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved by the solver</source>
            <translation>Vyřešil řešitel</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The solver finished this board: no time or best time counts. Play Again to solve it yourself.</source>
            <translation>Tuto mřížku dokončil řešitel: čas ani nejlepší čas se nepočítá. Zvolte Hrát znovu a vyřešte ji sami.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;: arrows move the cursor; Space or Enter is a left click, X a
right click. Shift+arrows drag (a rectangle is stretched, a line filled); letting Shift go
ends the drag.&lt;/p&gt;
&lt;p&gt;Ctrl+wheel or Ctrl+=/- zooms.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Klávesnice&lt;/b&gt;: šipky posouvají kurzor; mezerník nebo Enter je levé kliknutí, X pravé kliknutí. Shift+šipky táhnou (obdélník se natahuje, řada se vyplňuje); puštěním Shiftu tažení skončí.&lt;/p&gt;
&lt;p&gt;Ctrl+kolečko nebo Ctrl+=/- mění přiblížení.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{kind} ({patterns});;All files (*)</source>
            <translation>{kind} ({patterns});;Všechny soubory (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{kind} {width}×{height}, {grade} #{seed}</source>
            <translation>{kind} {width}×{height}, {grade}, č. {seed}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>New {kind} {width}×{height}</source>
            <translation>Nová úloha {kind} {width}×{height}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>a copy of “{title}”</source>
            <translation>kopie „{title}“</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{title} (edited)</source>
            <translation>{title} (upraveno)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>&lt;b&gt;EDIT MODE&lt;/b&gt; — {kind} {size}, {origin}</source>
            <translation>&lt;b&gt;REŽIM ÚPRAV&lt;/b&gt; — {kind} {size}, {origin}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Puzzles</source>
            <translation>Úlohy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open pack</source>
            <translation>Otevřít balíček</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open folder as pack</source>
            <translation>Otevřít složku jako balíček</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Pack opened with problems</source>
            <translation>Balíček otevřen s problémy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>“{pack}” is listed and the rest of it plays, but:</source>
            <translation>„{pack}“ je v seznamu a zbytek se dá hrát, ale:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open puzzle</source>
            <translation>Otevřít úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Paste puzzle</source>
            <translation>Vložit úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>A puzz.link URL, a Tatham game ID (e.g. rect:7x7:...) or a whole puzzle file:</source>
            <translation>Adresa puzz.link, Tathamovo ID hry (např. rect:7x7:...) nebo celý soubor s úlohou:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Picture</source>
            <translation>Obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Export My Puzzles</source>
            <translation>Exportovat Moje úlohy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Zip pack (*.zip);;All files (*)</source>
            <translation>Balíček zip (*.zip);;Všechny soubory (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Line {line}: {problem}</source>
            <translation>Řádek {line}: {problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Cannot open puzzle</source>
            <translation>Úlohu nelze otevřít</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Could not open {what}.

File: {file}
{problem}</source>
            <translation>Nepodařilo se otevřít {what}.

Soubor: {file}
{problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>from a blank board</source>
            <translation>z prázdné mřížky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>its kind has no editor</source>
            <translation>pro tento druh není editor</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Every edit is judged by the engine; Ctrl+Z undoes one. Play This Puzzle (or Edit ▸ Edit Puzzle again) leaves edit mode and plays it.</source>
            <translation>Každou úpravu posoudí jádro; Ctrl+Z jednu vrátí. Hrát tuto úlohu (nebo znovu Úpravy ▸ Upravit úlohu) opustí režim úprav a spustí hru.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Editing {kind}</source>
            <translation>Úprava: {kind}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design you left in edit mode is back.</source>
            <translation>Návrh, který jste nechali v režimu úprav, je zpět.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play again</source>
            <translation>Hrát znovu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play {title} again from an empty board? The clock starts from zero; your best time is kept.</source>
            <translation>Hrát {title} znovu od prázdné mřížky? Čas začne od nuly; váš nejlepší čas zůstane.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Playing {title} again</source>
            <translation>Znovu hrajete {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved in {time}!</source>
            <translation>Vyřešeno za {time}!</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Saved progress</source>
            <translation>Uložený postup</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Controls</source>
            <translation>Ovládání</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>About {app}</source>
            <translation>O aplikaci {app}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The puzzle list is folded away to give the board room (F9 shows it).</source>
            <translation>Seznam úloh je sbalený, aby měla mřížka místo (F9 ho ukáže).</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Packs</source>
            <translation>Balíčky</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>... and {count} more (see their tooltips)</source>
            <extracomment>English singular: ... and 1 more (see its tooltip)</extracomment>
            <translation>
                <numerusform>… a ještě {count} (viz jeho popisek)</numerusform>
                <numerusform>… a ještě {count} (viz jejich popisky)</numerusform>
                <numerusform>… a ještě {count} (viz jejich popisky)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Not a puzzle yet, so not saved: {problem}.</source>
            <translation>Zatím to není úloha, proto neuloženo: {problem}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Made “{title}”, to play (not to edit: {reason}).</source>
            <translation>Vytvořeno „{title}“, ke hraní (ne k úpravám: {reason}).</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>from a picture</source>
            <translation>z obrázku</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>Resumed {title} ({count} moves)</source>
            <extracomment>English singular: Resumed {title} (1 move)</extracomment>
            <translation>
                <numerusform>Pokračujete v {title} ({count} tah)</numerusform>
                <numerusform>Pokračujete v {title} ({count} tahy)</numerusform>
                <numerusform>Pokračujete v {title} ({count} tahů)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Opened {title}</source>
            <translation>Otevřeno: {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>This puzzle cannot be edited: {reason}.</source>
            <translation>Tuto úlohu nelze upravit: {reason}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Editing: {title}</source>
            <translation>Úprava: {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Not a puzzle yet: {problem}. Keep editing.</source>
            <translation>Ještě to není úloha: {problem}. Pokračujte v úpravách.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Leave edit mode</source>
            <translation>Opustit režim úprav</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Leave edit mode? The puzzle being edited is not kept.</source>
            <translation>Opustit režim úprav? Upravovaná úloha se neuloží.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Progress not saved: {error}</source>
            <translation>Postup nebyl uložen: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>{count} mistakes: {first}</source>
            <extracomment>English singular: 1 mistake: {first}</extracomment>
            <translation>
                <numerusform>{count} chyba: {first}</numerusform>
                <numerusform>{count} chyby: {first}</numerusform>
                <numerusform>{count} chyb: {first}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play &amp;Again</source>
            <translation>Hrát &amp;znovu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Re&amp;start</source>
            <translation>Začít z&amp;novu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play Again</source>
            <translation>Hrát znovu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Restart</source>
            <translation>Od začátku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play this solved puzzle again from an empty board, clock at zero (Ctrl+R)</source>
            <translation>Hrát tuto vyřešenou úlohu znovu od prázdné mřížky, s časem od nuly (Ctrl+R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Clear the board (can be undone) (Ctrl+R)</source>
            <translation>Vymazat mřížku (lze vrátit zpět) (Ctrl+R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{verb} {what}</source>
            <translation>{verb}: {what}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Paused: the board is hidden and the clock stopped.</source>
            <translation>Pauza: mřížka je skrytá a čas stojí.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Undo</source>
            <translation>Zpět</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Redo</source>
            <translation>Znovu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Zoom {percent}%</source>
            <translation>Přiblížení {percent} %</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>this puzzle</source>
            <translation>tuto úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>pasted text</source>
            <translation>vložený text</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design left in edit mode could not be restored: {reason}</source>
            <translation>Návrh ponechaný v režimu úprav nelze obnovit: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved: every rule is met.</source>
            <translation>Vyřešeno: všechna pravidla jsou splněna.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>No mistakes so far.</source>
            <translation>Zatím žádné chyby.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Shikaku, Nonogram, Hitori and Kurodoko on one deduction engine.</source>
            <translation>Shikaku, malované křížovky, Hitori a Kurodoko na jednom logickém jádru.</translation>
        </message>
    </context>
</TS>
