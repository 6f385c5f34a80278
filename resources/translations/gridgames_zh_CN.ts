<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>gridgames.app.actions</name>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>{action} ({shortcut})</source>
            <translation>{action}（{shortcut}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Play</source>
            <translation>游玩(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;New Puzzle...</source>
            <translation>新谜题(&amp;N)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Open...</source>
            <translation>打开(&amp;O)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open Pac&amp;k...</source>
            <translation>打开题包(&amp;K)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Paste Puzzle...</source>
            <translation>粘贴谜题(&amp;P)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Export...</source>
            <translation>导出(&amp;E)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export as P&amp;DF...</source>
            <translation>导出为 PDF(&amp;D)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export &amp;Image...</source>
            <translation>导出图片(&amp;I)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Print...</source>
            <translation>打印(&amp;P)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Re&amp;start</source>
            <translation>重新开始(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Check</source>
            <translation>检查(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show &amp;Mistakes While Playing</source>
            <translation>游玩时显示错误(&amp;M)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Cross Off &amp;Finished Lines</source>
            <translation>自动划掉完成的行列(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Try</source>
            <translation>试填(&amp;T)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Accept Trial</source>
            <translation>确认试填(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Reject Trial</source>
            <translation>放弃试填(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Set Check&amp;point</source>
            <translation>设置检查点(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Back to Checkpoint</source>
            <translation>回到检查点(&amp;B)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Hint</source>
            <translation>提示(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>S&amp;olve</source>
            <translation>求解(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Pause</source>
            <translation>暂停(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Zoom &amp;In</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Zoom &amp;Out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Fit to Window</source>
            <translation>适应窗口(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Puzzle &amp;List</source>
            <translation>谜题列表(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Statistics...</source>
            <translation>统计(&amp;S)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;How to Play...</source>
            <translation>玩法说明(&amp;H)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>First &amp;Steps Tour</source>
            <translation>入门导览(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Controls</source>
            <translation>操作说明(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;About Grid Games</source>
            <translation>关于 Grid Games(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Generate a puzzle: choose the kind, size and difficulty</source>
            <translation>生成谜题：选择种类、尺寸和难度</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>New</source>
            <translation>新建</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open a puzzle file</source>
            <translation>打开谜题文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Add a pack to the list: a .zip, a folder's pack.toml or a file of puzzles</source>
            <translation>将题包加入列表：.zip、文件夹中的 pack.toml 或含多道谜题的文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open a puzz.link URL, Tatham ID or puzzle text</source>
            <translation>打开 puzz.link 网址、Tatham ID 或谜题文本</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Paste</source>
            <translation>粘贴</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Save or copy the puzzle as .gg, .non, a URL or a game ID</source>
            <translation>将谜题保存或复制为 .gg、.non、网址或游戏 ID</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>This puzzle or its pack as PDF pages, with answers if asked</source>
            <translation>将本题或其题包导出为 PDF 页面，可附答案</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The blank board as a PNG or SVG picture</source>
            <translation>将空白盘面导出为 PNG 或 SVG 图片</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Print this puzzle or its pack</source>
            <translation>打印本题或其题包</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Redo</source>
            <translation>重做</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Clear the board (can be undone)</source>
            <translation>清空盘面（可撤销）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Restart</source>
            <translation>重新开始</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show what breaks the rules on the board</source>
            <translation>显示盘面上违反规则之处</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Check</source>
            <translation>检查</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Flag mistakes after every move</source>
            <translation>每一步后标出错误</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Nonogram: when a stroke finishes a line, cross the rest of it (one undo step)</source>
            <translation>数织：一笔完成某行列时，将其余格子打叉（一步撤销）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Trial mode: the marks you make next are provisional, in their own colour</source>
            <translation>试填模式：接下来的标记是临时的，用单独的颜色显示</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Try</source>
            <translation>试填</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Keep the provisional marks</source>
            <translation>保留临时标记</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Accept</source>
            <translation>确认</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Take every provisional mark off in one step</source>
            <translation>一步撤除所有临时标记</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Reject</source>
            <translation>放弃</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Remember this board, to come back to it later</source>
            <translation>记住当前盘面，以便稍后返回</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Put the board back as it was at the checkpoint (one undo step)</source>
            <translation>将盘面恢复到检查点时的样子（一步撤销）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show the simplest next deduction; press again to mark it</source>
            <translation>显示下一步最简单的推理；再按一次将其标到盘面上</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Watch the solver finish the puzzle, step by step</source>
            <translation>观看求解器一步步完成谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Solve</source>
            <translation>求解</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Hide the board and stop the clock; press again or click the board to go on</source>
            <translation>隐藏盘面并停止计时；再按一次或点击盘面继续</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show or hide the puzzle list</source>
            <translation>显示或隐藏谜题列表</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Solved puzzles, best and median times per kind and size</source>
            <translation>按种类和尺寸统计的已解谜题、最佳与中位用时</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The rules of each kind, with a solved example</source>
            <translation>每种谜题的规则，附已解示例</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The first few hints of this puzzle, shown as a lesson</source>
            <translation>以教程形式展示本题的前几条提示</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.language_menu</name>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>The new language is used from the next start of Grid Games.</source>
            <translation>新语言将在下次启动 Grid Games 时生效。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Restart Now</source>
            <translation>立即重启</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Later</source>
            <translation>稍后</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>System Default ({language})</source>
            <translation>跟随系统（{language}）</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.status</name>
        <message>
            <location filename="../../gridgames/app/status.py" />
            <source>Time {time}</source>
            <translation>用时 {time}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/status.py" />
            <source>Row {row}, column {column}</source>
            <translation>第 {row} 行，第 {column} 列</translation>
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
            <translation>由求解器解出</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The solver finished this board: no time or best time counts. Play Again to solve it yourself.</source>
            <translation>此盘面由求解器完成：不计用时和最佳用时。选择“再玩一次”自己来解。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;: arrows move the cursor; Space or Enter is a left click, X a
right click. Shift+arrows drag (a rectangle is stretched, a line filled); letting Shift go
ends the drag.&lt;/p&gt;
&lt;p&gt;Ctrl+wheel or Ctrl+=/- zooms.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;键盘&lt;/b&gt;：方向键移动光标；空格或回车相当于左键单击，X 相当于右键单击。Shift+方向键拖动（拉伸矩形、填充一行）；松开 Shift 结束拖动。&lt;/p&gt;
&lt;p&gt;Ctrl+滚轮或 Ctrl+=/- 缩放。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{kind} ({patterns});;All files (*)</source>
            <translation>{kind} ({patterns});;所有文件 (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Puzzles</source>
            <translation>谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open pack</source>
            <translation>打开题包</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open puzzle</source>
            <translation>打开谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Paste puzzle</source>
            <translation>粘贴谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>A puzz.link URL, a Tatham game ID (e.g. rect:7x7:...) or a whole puzzle file:</source>
            <translation>puzz.link 网址、Tatham 游戏 ID（例如 rect:7x7:...）或完整的谜题文件：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Line {line}: {problem}</source>
            <translation>第 {line} 行：{problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Cannot open puzzle</source>
            <translation>无法打开谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Could not open {what}.

File: {file}
{problem}</source>
            <translation>无法打开{what}。

文件：{file}
{problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play again</source>
            <translation>再玩一次</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play {title} again from an empty board? The clock starts from zero; your best time is kept.</source>
            <translation>从空白盘面重玩 {title}？计时从零开始；你的最佳用时会保留。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Playing {title} again</source>
            <translation>正在重玩 {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved in {time}!</source>
            <translation>用时 {time} 解出！</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Saved progress</source>
            <translation>已保存的进度</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Controls</source>
            <translation>操作说明</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>About {app}</source>
            <translation>关于 {app}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The puzzle list is folded away to give the board room (F9 shows it).</source>
            <translation>已收起谜题列表，为盘面腾出空间（按 F9 显示）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Packs</source>
            <translation>题包</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>Resumed {title} ({count} moves)</source>
            <extracomment>English singular: Resumed {title} (1 move)</extracomment>
            <translation>
                <numerusform>已继续 {title}（{count} 步）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Opened {title}</source>
            <translation>已打开 {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Progress not saved: {error}</source>
            <translation>进度未保存：{error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>{count} mistakes: {first}</source>
            <extracomment>English singular: 1 mistake: {first}</extracomment>
            <translation>
                <numerusform>{count} 处错误：{first}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play &amp;Again</source>
            <translation>再玩一次(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Re&amp;start</source>
            <translation>重新开始(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play Again</source>
            <translation>再玩一次</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Restart</source>
            <translation>重新开始</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play this solved puzzle again from an empty board, clock at zero (Ctrl+R)</source>
            <translation>从空白盘面重玩这道已解的谜题，计时归零（Ctrl+R）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Clear the board (can be undone) (Ctrl+R)</source>
            <translation>清空盘面（可撤销）（Ctrl+R）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{verb} {what}</source>
            <translation>{verb}：{what}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Paused: the board is hidden and the clock stopped.</source>
            <translation>已暂停：盘面已隐藏，计时已停止。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Redo</source>
            <translation>重做</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Zoom {percent}%</source>
            <translation>缩放 {percent}%</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>this puzzle</source>
            <translation>这道谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>pasted text</source>
            <translation>粘贴的文本</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved: every rule is met.</source>
            <translation>已解出：所有规则均满足。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>No mistakes so far.</source>
            <translation>目前没有错误。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Shikaku, Nonogram, Hitori and Kurodoko on one deduction engine.</source>
            <translation>数方、数织、数壹和 Kurodoko，共用一个推理引擎。</translation>
        </message>
    </context>
</TS>
