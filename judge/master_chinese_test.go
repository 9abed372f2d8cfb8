package judge

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/games/marengo"
)

// A Chinese-writing master sets the game's settings with Chinese keys and
// values, in either script, and extends with a Chinese duration; the
// players read the settings in LIST as if written in English.
func TestMasterSetsTheGameInChinese(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.asMaster(t, "設定 新聞 無\n设置 宽限 12小时\n設定 行動期 3天\n设置 撤退 1天12小时\n设置 部队数目 2天\n設定 棋局語言 zh-Hant\n设定 图片 关\n設定 缺交=棄權\n延長 1天")
	// As many Traditional as Simplified signs (the Simplified characters
	// Big5's Hong Kong supplement holds count as Simplified): the reply
	// is Simplified.
	mustContain(t, "the master's reply", r.Body, "west：press=none", "west：grace=12小时", "west：movement=3天",
		"west：retreat=36小时", "west：adjustment=2天", "west：lang=zh-Hant", "west：pictures=off", "west：nmr=abandon")
	notIn(t, "a Chinese SET was refused", r.Body, "問題", "问题")
	mustContain(t, "LIST west", tj.listWest(t), "press=none", "grace=12h", "pictures=off")
	// A deadline as the judge's own Chinese mail writes dates.
	r = tj.asMaster(t, "設定 期限 2026年12月6日 20:00\n設定 期限 2026年12月7日（週一）21:30")
	mustContain(t, "設定 期限", r.Body, "west 的期限改為 2026年12月6日（週日）20:00 UTC", "west 的期限改為 2026年12月7日（週一）21:30 UTC")
	// A phase by the last characters of its Chinese name (部隊數目調整期).
	r = tj.asMaster(t, "設定 調整期 1天")
	mustContain(t, "SET 調整期", r.Body, "west：adjustment=1天")
	// The master's own language stays the master's own.
	r = tj.asMaster(t, "設定 語言 zh-Hant")
	mustContain(t, "SET 語言", r.Body, "從下一封郵件起")
	// A key that is no setting is refused with the Chinese words SET takes.
	r = tj.asMaster(t, "設定 顏色 紅")
	mustContain(t, "SET 顏色", r.Body, "SET 顏色 不是 west 的設定", "deadline（期限）", "movement（行動期）", "press（新聞）")
}

// EJECT's answer in Chinese names the seat as the master may write it in
// the REPLACE it suggests, and that REPLACE works.
func TestEjectInChineseSuggestsAReplaceThatWorks(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "設定 語言 zh-Hant")
	r := tj.asMaster(t, "逐出 法國")
	mustContain(t, "逐出", r.Body, "REPLACE 法國 <地址> 可指定新玩家")
	r = tj.asMaster(t, "替換 法國 newfrance@example.org")
	mustContain(t, "替換", r.Body, "newfrance@example.org")
	notIn(t, "the suggested REPLACE was refused", r.Body, "問題")
}

// SET PASSWORD (設定 密碼) from a master changes the master's password, also
// after BECOME: never the password of the power the master writes for.
func TestMasterPasswordAfterBecomeStaysTheMasters(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.asMaster(t, "BECOME France\nSET PASSWORD newmasterpw")
	mustContain(t, "SET PASSWORD after BECOME", r.Body, "the master's password of west is changed")
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur")
	mustContain(t, "France signs on with its own password", r.Body, "Orders of France")
	r = tj.send(t, masterAddr, "SIGNON Mwest newmasterpw\n設定 密碼 third-pw")
	mustContain(t, "設定 密碼", r.Body, "已以主持人身分登入 west", "west 的主持人密碼已更改")
	r = tj.send(t, masterAddr, "SIGNON Mwest third-pw\nPAUSE")
	mustContain(t, "the master's third password", r.Body, "signed on as master of west")
}

// The players' notice of a Diplomacy edit names the power, unit and place
// in the reader's language; English readers keep the canonical line.
func TestEditNoticeInTheReadersLanguage(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["Russia"], "SET LANGUAGE zh-Hans")
	r := tj.asMaster(t, "編輯 增加 義大利 艦隊 第勒尼安海\nPROCESS")
	mustContain(t, "the master's reply", r.Body, "→ add Italy F tys")
	mustContain(t, "the Chinese results", tj.newest(t, players["Russia"], "S1901M").Body, "主持人：修改局面：增加 意大利 舰队 第勒尼安海。")
	mustContain(t, "the English results", tj.newest(t, players["France"], "S1901M").Body, "Master: changed the board: add Italy F tys.")
}

// Commands punctuated as Chinese writers do are carried out.
func TestMasterCommandsWithChinesePunctuation(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "設定 語言 zh-Hant")
	r := tj.asMaster(t, "暫停。\n延長：１天\n繼續！\n編輯：增加 義大利 艦隊 第勒尼安海")
	mustContain(t, "the punctuated commands", r.Body, "west 已暫停", "剩餘時間改為 3天", "west 已恢復", "→ add Italy F tys")
	notIn(t, "a punctuated command was not read", r.Body, "不是指令")
}

// CREATE takes the judge settings' Chinese keys and values, as SET does.
func TestCreateWithChineseSettings(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "club@example.org", "建立 ?north pw standard 新聞=灰 行動期=3天 寬限=12小時 圖片=關")
	mustContain(t, "CREATE in Chinese", r.Body, "north")
	if strings.Contains(r.Body, "問題") || strings.Contains(r.Body, "问题") {
		t.Fatalf("CREATE with Chinese settings was refused:\n%s", r.Body)
	}
	mustContain(t, "LIST north", tj.send(t, "onlooker@example.net", "LIST north").Body, "press=grey", "movement=3d", "grace=12h")
}

// CREATE takes a rules option's Chinese key and value, as the engine's
// about.toml names them, and the game keeps the English: LIST shows it.
func TestCreateWithChineseRulesOptions(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "club@example.org", "建立 ?north pw standard 規則=datc 结束=限时 內亂=本土 終局年=1910 新聞=灰")
	mustContain(t, "CREATE with Chinese options", r.Body, "north")
	if strings.Contains(r.Body, "問題") || strings.Contains(r.Body, "问题") {
		t.Fatalf("CREATE with Chinese options was refused:\n%s", r.Body)
	}
	// The answer says back the rules options, in the answer's language,
	// with no half-width space between the Chinese sentences.
	mustContain(t, "the options said back", strings.ReplaceAll(r.Body, "\n  ", ""), "加入。規則選項：disorder=home end=timed endyear=1910 rules=datc（其餘照本遊戲預設")
	mustContain(t, "LIST north", tj.send(t, "onlooker@example.net", "LIST north").Body,
		"rules=datc end=timed disorder=home text=original endyear=1910", "press=grey")
	r = tj.send(t, "club@example.org", "建立 ?south pw standard 結束=平局")
	mustContain(t, "a Chinese key with a value it does not have", r.Body, "end（結束）=平局", "victory（勝利）、timed（限時）、lot（抽籤）")
	// A key that is none lists the keys, each option with its Chinese name.
	r = tj.send(t, "club@example.org", "建立 ?east pw standard 速度=快")
	mustContain(t, "an unknown key in Chinese", r.Body, "end（结束）", "rules（规则）", "press（新闻）")
	tj = newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New(), marengo.Engine{}}, RepliesPerHour: 1000})
	r = tj.send(t, "club@example.org", "创建 ?ridge pw marengo 剧本=sample 士气加五=每局一次 一組=同區")
	mustContain(t, "Marengo with Chinese options", r.Body, "ridge")
	mustContain(t, "LIST ridge", tj.send(t, "onlooker@example.net", "LIST ridge").Body, "bonus=once", "group=area")
	// A value the option does not have is refused with the values in the
	// writer's script, each with the word CREATE takes for it.
	r = tj.send(t, "club@example.org", "建立 ?plain 密碼 馬倫哥 地形=亂")
	mustContain(t, "a Marengo value refused in Traditional", r.Body, "terrain（地形）=亂：只可用 once（一次）、each（每隻）")
	r = tj.send(t, "club@example.org", "CREATE ?plain pw marengo terrain=all")
	mustContain(t, "a Marengo value refused in English", r.Body, "terrain=all: use one of once, each")
}

// variant=1914, as other judges' CREATE writes it, names the variant; a
// variant the game has not is refused with the ones it has.
func TestCreateReadsVariantAsASetting(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "club@example.org", "CREATE ?duel pw standard variant=1914")
	wantIn(t, "variant=1914", r.Body, "Game duel created: diplomacy, variant two-1914")
	r = tj.send(t, "club@example.org", "建立 ?duel2 pw standard 变体=1914")
	wantIn(t, "变体=1914", r.Body, "变体 two-1914")
	r = tj.send(t, "club@example.org", "CREATE ?duel3 pw standard variant=1066")
	notIn(t, "variant=1066", r.Body, "unknown setting")
}

// A Chinese referee moves the deadline as they would write the date in a
// letter: without the year, with a colon after 期限, tomorrow evening at
// eight, in full-width digits. Each is read in the master's own zone; a
// date without its time is refused with the forms taken.
func TestMasterSetsADeadlineTheChineseWay(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "設定 語言 繁體\n設定 時區 Asia/Taipei")
	// Now: Sun 22 Nov 2026 12:00 UTC, 20:00 in Taipei.
	r := tj.asMaster(t, "設定 期限：12月1日20:00\n設定 期限 明天晚上8點\n设置 期限 １２月３日　下午３点半\n設定 期限 12月1日")
	mustContain(t, "a Chinese deadline", r.Body,
		"west 的期限改為 2026年12月1日（週二）20:00 UTC+8",
		"west 的期限改為 2026年11月23日（週一）20:00 UTC+8",
		"west 的期限改為 2026年12月3日（週四）15:30 UTC+8",
		"第 5 行「設定 期限 12月1日」：無法辨認期限", "11月25日 晚上8點、明天 20:00")
	notIn(t, "a Chinese deadline", r.Body, "第 2 行", "第 3 行", "第 4 行")
	// The players read the last deadline that stood, in UTC.
	mustContain(t, "the players' notice", tj.newest(t, "france@example.org", "deadline").Body, "3 Dec 2026 07:30")
}

// A Chinese referee says a duration aloud: 延長 兩天, 設定 提醒 六小時,
// 延长 2天半. Each is read as its number, and answered in the judge's
// own form.
func TestMasterWritesDurationsAsSaidAloud(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "設定 語言 繁體")
	r := tj.asMaster(t, "暫停\n延長 兩天\n延长 2天半\n設定 提醒 六小時\n設定 行動期 一週\n设置 宽限 半天\n設定 提醒 無")
	mustContain(t, "durations said aloud", r.Body, "剩餘時間改為 4天", "剩餘時間改為 6天12小時",
		"west：reminder=6小時", "west：movement=7天", "west：grace=12小時", "west：reminder=0")
	notIn(t, "durations said aloud", r.Body, "問題")
}

// EDIT alone (編輯) answers with the game's edits in the master's
// language, as HELP EDIT does: it is a question, not a mistake listed
// again under the problems.
func TestEditAloneAnswersWithTheEdits(t *testing.T) {
	tj := newMarengoJudge(t)
	r := tj.send(t, "gm@example.org", "SIGNON Mmg gmpw\n設定 語言 繁體\n編輯")
	mustContain(t, "編輯 alone", r.Body, "EDIT 棋子 法軍 MAR/CGR 步3 步2")
	notIn(t, "編輯 alone", r.Body, "問題", "Problems")
}

// A Chinese master names the phase to roll back to as the reports write
// it (1901年春季 行動期, or its start 1901年春季), and declares a draw in
// one word (宣布和局), as Chinese writes it.
func TestRollbackByThePhasesNameAndDrawInOneWord(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "設定 語言 繁體")
	tj.asMaster(t, "處理")
	tj.asMaster(t, "處理")
	r := tj.asMaster(t, "回溯 19")
	mustContain(t, "a number stays a number", r.Body, "「19」不是 west 已結算的階段")
	r = tj.asMaster(t, "回溯 S1901M 請")
	mustContain(t, "words after an id", r.Body, "「請」不屬於 ROLLBACK")
	r = tj.asMaster(t, "回溯 1901年秋季 行動期")
	mustContain(t, "回溯 by the full name", r.Body, "west 已回到1901年秋季 行動期（F1901M）")
	r = tj.asMaster(t, "回溯 １９０１年春季")
	mustContain(t, "回溯 by the start of a name", r.Body, "west 已回到1901年春季 行動期（S1901M）")
	r = tj.asMaster(t, "宣布和局")
	mustContain(t, "宣布和局", r.Body, "west 以和局結束")
	notIn(t, "宣布和局", r.Body, "問題")
	// 平局, the mainland's word for a draw.
	tj = newGameJudge(t)
	startSeven(t, tj)
	r = tj.asMaster(t, "设置 语言 简体\n宣布 平局")
	mustContain(t, "宣布 平局", r.Body, "west 以和局结束")
}

// A Chinese referee names a time zone by its place (台北, 北京) and the
// time of processing as the hour is said (晚上8點), in SET, in CREATE and
// after a deadline.
func TestMasterNamesZonesByPlaceAndTheHourAloud(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "設定 語言 繁體")
	r := tj.asMaster(t, "設定 時區 北京\n設定 結算時刻 晚上8點\n設定 棋局時區 台北\n設定 期限 12月1日 20:00 倫敦")
	mustContain(t, "zones by place", r.Body, "時區已設為 Asia/Shanghai", "west：at=20:00", "west：zone=Asia/Taipei",
		"west 的期限改為 2026年12月2日（週三）04:00 UTC+8")
	notIn(t, "zones by place", r.Body, "問題")
	r = tj.send(t, "club@example.org", "建立 ?east pw 外交 結算時刻=晚上九點半 棋局時區=香港\nLIST east")
	mustContain(t, "CREATE with the hour aloud", r.Body, "at=21:30", "zone=Asia/Hong_Kong")
}

// REPLACE to an address that plays another power is refused in Chinese
// with the game and the power each in its place.
func TestReplaceToAPlayerSaysWhatTheyPlayInChinese(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.asMaster(t, "設定 語言 繁體")
	r := tj.asMaster(t, "逐出 法國\n替換 法國 "+players["England"])
	mustContain(t, "替換 to a player", r.Body, players["England"]+" 已在 west 代表英國")
}

// The words a Chinese master reads in the help for a command work as it:
// 延後 (the help's 延後期限) extends, 結算 (立即結算) processes, 回滾
// rolls back; 恢復, a rally in some games' orders, is answered with the
// command meant.
func TestMasterCommandsByTheHelpsWords(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "設定 語言 繁體")
	r := tj.asMaster(t, "延後 1天\n結算\n回滾\n暫停\n恢復")
	mustContain(t, "the help's words", r.Body, "west 的期限改為", "west 的 S1901M 已結算", "west 已回到1901年春季 行動期（S1901M）",
		"「恢復」不是可用的指令；是不是 RESUME（繼續）？")
}

// A Chinese master writes a command on the whole game as the players'
// notice words it, with 棋局 after it (暫停棋局, 恢復棋局, 終止 本局).
func TestMasterCommandsWithTheWordGame(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "設定 語言 繁體")
	r := tj.asMaster(t, "暫停棋局\n恢復棋局\n處理 本局\n暫停 棋局 明天")
	mustContain(t, "with 棋局", r.Body, "west 已暫停", "west 已恢復", "west 的 S1901M 已結算", "「棋局 明天」不屬於 PAUSE")
	r = tj.asMaster(t, "終止棋局")
	mustContain(t, "終止棋局", r.Body, "west 已終止")
	notIn(t, "終止棋局", r.Body, "問題")
}

// A Chinese referee names a Diplomacy variant by its player count, as its
// Chinese summary begins (六人, 兩人, 五人局); a word that fits two (三人)
// is refused with each variant's Chinese word beside its name.
func TestCreateVariantInChinese(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "club@example.org", "設定 語言 繁體\n建立 ?six1 pw 外交 六人\n建立 ?two1 pw 外交 兩人\n创建 ?five1 pw 外交 五人局")
	mustContain(t, "Chinese variants", r.Body, "變體 six", "變體 two-1914", "變體 five")
	r = tj.send(t, "club2@example.org", "設定 語言 繁體\n建立 ?three1 pw 外交 三人")
	mustContain(t, "三人 fits two", r.Body, "「三人」既不是 diplomacy 的變體", "six（六人）", "three-a、three-b")
}

// SIGNON master <game> <password> in Chinese: 登入 主持人 west 密碼.
func TestSignonAsMasterInChineseWords(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.send(t, masterAddr, "登入 主持人 west masterpw\n暫停")
	mustContain(t, "登入 主持人", r.Body, "已以主持人身分登入 west", "west 已暫停")
}

// A master who forgot to sign on and sets the game in Chinese is told to
// sign on as master, not given the players' SET words.
func TestChineseGameSettingWithoutSignonSaysSignOnAsMaster(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.send(t, masterAddr, "設定 語言 繁體\n設定 寬限 1天\n設定 行動期 3天\n設定 期限：明天晚上8點")
	// Each answer and its problem, read with the wrapping undone.
	if n := strings.Count(strings.Join(strings.Fields(r.Body), ""), "只有棋局的主持人能改"); n != 6 {
		t.Errorf("%d answers of 3 game settings (each twice) said only the master sets them:\n%s", n, r.Body)
	}
}

// The players' notice of a BECOME names what the game calls orders: a
// Gettysburg side's 計劃, not Diplomacy's 命令.
func TestBecomeNoticeNamesTheGamesOrders(t *testing.T) {
	tj := newGettysburgJudge(t)
	tj.send(t, "blue@example.org", "SET LANGUAGE zh-Hant")
	tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\n代理 南軍\nHQ 1002\nPASS\nPROCESS")
	mustContain(t, "the notice of BECOME", tj.newest(t, "blue@example.org", "gb").Body, "主持人：代 邦聯軍 下達計劃。")
	tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\n回溯")
	mustContain(t, "the notice of ROLLBACK", tj.newest(t, "blue@example.org", "gb").Body, "當時的計劃已恢復；新寄出的計劃即取代之。")
}

// 延長 to a date, as Chinese says it (延長 到 12月5日 20:00, 延長至…):
// the deadline moves to that date, as SET DEADLINE moves it.
func TestExtendToADate(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "設定 語言 繁體")
	r := tj.asMaster(t, "延長 到 12月5日 20:00\n延長至12月6日 晚上8點\n延长到 12月7日 20:00\nEXTEND TO 2026-12-08 20:00\n延長2天")
	mustContain(t, "延長 to a date", r.Body, "west 的期限改為 2026年12月5日（週六）20:00 UTC", "west 的期限改為 2026年12月6日（週日）20:00 UTC",
		"west 的期限改為 2026年12月7日（週一）20:00 UTC", "west 的期限改為 2026年12月8日（週二）20:00 UTC", "west 的期限改為 2026年12月10日（週四）20:00 UTC")
	notIn(t, "延長 to a date", r.Body, "問題")
	// Any master command written against its word, as Chinese writes it.
	r = tj.asMaster(t, "設定寬限 12小時\n代理德國\n陸軍 柏林 - 基爾")
	mustContain(t, "commands glued to their words", r.Body, "west：grace=12小時", "以下各行為德國的命令", "→ A Ber - Kie")
	notIn(t, "commands glued to their words", r.Body, "問題")
}

// HELP with a topic's name (幫助 主持人, HELP MASTER) answers with the
// topic, as GET does, rather than that it is no command.
func TestHelpMasterShowsTheMastersTopic(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "gm@example.org", "設定 語言 繁體\n幫助 主持人")
	mustContain(t, "幫助 主持人", r.Body, "主持人指令", "DECLARE DRAW（宣布和局）")
	notIn(t, "幫助 主持人", r.Body, "問題")
	r = tj.send(t, "gm2@example.org", "HELP MASTER")
	mustContain(t, "HELP MASTER", r.Body, "The game master's commands")
}
