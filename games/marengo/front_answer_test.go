package marengo

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// A front line named in an answer that no named block may hold (here
// cavalry behind an approach that obstructs cavalry) is not taken for
// "no front line": the defender gets the default, the strongest front
// line, and reads why.
func TestFrontAnswerNamingNoEligibleBlockTakesTheDefault(t *testing.T) {
	f := newFx(t).at("PDB/FON", "A03", "A04").at("FON/PDB", "F03", "F08").
		book(France, "COUNTERFIRE * NO", "PURSUE * NO", "RETREAT * ROOM", "FRONT FON F08")
	f.play("ATTACK A03 A04 LEAD A03 A04")
	f.wantEvent(austria, "France's front line on FON/PDB, shown: inf3.")
	f.wantNoEvent(austria, "shows no front line")
	f.wantEvent(france, "F08 cav2 is cavalry, and FON/PDB obstructs cavalry, so it may not stand in the front line on FON/PDB")
	f.wantNoEvent(austria, "F08")
}

// The answer to a front-line question is checked when it is sent: a
// block that may not stand in front there is refused, with the blocks
// that may; the question itself names them.
func TestFrontQuestionAnswerIsCheckedWhenSent(t *testing.T) {
	f := newFx(t).at("PDB/FON", "A03", "A04").at("FON/PDB", "F03", "F08").
		book(France, "COUNTERFIRE * NO", "PURSUE * NO")
	f.send("ATTACK A03 A04 LEAD A03 A04")
	f.asked(France, askFront, "FON")
	if p := f.s.Question.Private.Ask.EN; !strings.Contains(p, "F03 inf3, F08 cav2; of them only F03 inf3 may stand in front") {
		t.Errorf("the question does not say which blocks may stand in front: %s", p)
	}
	res := f.game().Submit("France", numbered([]string{"FRONT FON F08"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || res.Problems[0].Line != 1 {
		t.Fatalf("FRONT FON F08 accepted: %+v", res)
	}
	for _, want := range []string{"F08", "F03"} {
		if m := res.Problems[0].Message.Hans; !strings.Contains(m, want) {
			t.Errorf("the refusal does not name %s: %s", want, m)
		}
	}
	if res.Summary != "（无）" {
		t.Errorf("a Chinese reply with no line accepted sums it up as %q", res.Summary)
	}
	if res := f.game().Submit("France", numbered([]string{"FRONT FON F03"}), i18n.English); len(res.Problems) > 0 {
		t.Errorf("FRONT FON F03 refused: %+v", res.Problems)
	}
}

// Chinese reports do not leave a space between two Chinese words where
// the English sentence had one around a block count or a reserve: "法國
// 啟動 1 隻部隊於 PDB", "由 PDB 後備投入到", not "1 隻部隊 於", "後備 投入到".
func TestChineseReportsJoinChineseWords(t *testing.T) {
	f := newFx(t).turn(France, 7).at("PDB", "F06").inactive("F06").at("BRH", "A03")
	f.play("MOVE F06 TO PDB/BRH")
	got, err := Engine{}.Report(f.res, austria, i18n.TraditionalChinese)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"法國啟動 1 隻部隊於 PDB", "1 隻部隊由 PDB 後備投入到 PDB/BRH"} {
		if !strings.Contains(got, want) {
			t.Errorf("the report lacks %q:\n%s", want, got)
		}
	}
}

// A FRONT * or BLOCK * line with blocks, sent while that question is
// put, answers it too (the question itself offers the * form): kept for
// later, it is not refused, but when its blocks may not serve in the
// question asked now the reply says so, with those that may.
func TestStarAnswersToTheQuestionNowAreNotedWhenTheyCannotServe(t *testing.T) {
	noteOf := func(f *fx, side Side, lang i18n.Lang, lines ...string) string {
		t.Helper()
		res := f.game().Submit(side.Seat(), numbered(lines), lang)
		if len(res.Problems) > 0 {
			t.Errorf("%q refused: %+v", lines, res.Problems)
		}
		for _, n := range res.Notes {
			if n.Line == 1 {
				return n.Message.In(lang)
			}
		}
		return ""
	}
	f := newFx(t).at("PDB/FON", "A03", "A04").at("FON/PDB", "F03", "F08").
		book(France, "COUNTERFIRE * NO", "PURSUE * NO")
	f.send("ATTACK A03 A04 LEAD A03 A04")
	f.asked(France, askFront, "FON")
	if n, w := noteOf(f, France, i18n.English, "FRONT * F08"), "this line also answers the question put to you now (FRONT FON): F08 cav2 is cavalry, and FON/PDB obstructs cavalry, so it may not stand in the front line on FON/PDB"; !strings.Contains(n, w) || !strings.Contains(n, "those that may: F03 inf3") || !strings.Contains(n, "for later attacks it stands as written") {
		t.Errorf("FRONT * F08: note %q, want %q and the blocks that may", n, w)
	}
	if n := noteOf(f, France, i18n.SimplifiedChinese, "第一线 * F08"); !strings.Contains(n, "这一行也回答了现在向您提出的问题（第一线 FON）") {
		t.Errorf("the Chinese note: %q", n)
	}
	for _, lines := range [][]string{{"FRONT * F03"}, {"FRONT * BEST"}, {"FRONT FON F03", "FRONT * F08"}} {
		if n := noteOf(f, France, i18n.English, lines...); strings.Contains(n, "answers the question") {
			t.Errorf("%q: note %q", lines, n)
		}
	}
	b := newFx(t).at("FON", "A03").at("MAR", "F05").at("SPI", "F04")
	b.send("MOVE A03 TO MAR")
	b.asked(France, askBlock, "MAR")
	if n, w := noteOf(b, France, i18n.English, "BLOCK * F04"), "this line also answers the question put to you now (BLOCK MAR): F04 is not in the MAR reserve, so it may not block there; the reserve: F05"; !strings.Contains(n, w) {
		t.Errorf("BLOCK * F04: note %q, want %q", n, w)
	}
}
