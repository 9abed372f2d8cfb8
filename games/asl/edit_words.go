package asl

import (
	"strings"

	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// editChinese are the Chinese words of a master's edits, in both scripts,
// by their canonical English form: the edits, the states of SET and the
// sides of CONTROL.
var editChinese = map[string]string{
	"放置": "PLACE", "移到": "PLACE",
	"移除": "REMOVE", "消滅": "REMOVE", "消灭": "REMOVE",
	"設為": "SET", "设为": "SET", "狀態": "SET", "状态": "SET",
	"控制": "CONTROL",
	"回合": "TURN",
	"良好": "GOOD", "正常": "GOOD",
	"潰散": "BROKEN", "溃散": "BROKEN",
	"絕望": "DM", "绝望": "DM",
	"壓制": "PINNED", "压制": "PINNED",
	"疲倦": "CX", "疲憊": "CX", "疲惫": "CX",
	"被壓制": "PINNED", "被压制": "PINNED",
	"絕望士氣": "DM", "绝望士气": "DM",
	"清除": "CLEAR",
	"德軍": "GERMAN", "德军": "GERMAN", "德國": "GERMAN", "德国": "GERMAN",
	"俄軍": "RUSSIAN", "俄军": "RUSSIAN", "俄國": "RUSSIAN", "俄国": "RUSSIAN", "蘇軍": "RUSSIAN", "苏军": "RUSSIAN",
}

// editWords are an edit line's words, in upper case, full-width letters
// read as ASCII and the Chinese words in their canonical English form.
func editWords(line string) []string {
	return checked.Canonical(strings.Fields(strings.ToUpper(i18n.Narrow(line))), editChinese)
}
