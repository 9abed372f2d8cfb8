package judge

import (
	"strings"
	"testing"
)

// TestBecomeThenClearSumsUpWhatStands: a master who writes orders for
// France, then for Germany, then goes back to France and CLEARs, is told in
// the summary of France's orders what stands after the CLEAR, not the
// orders it withdrew; Germany's summary is untouched.
func TestBecomeThenClearSumsUpWhatStands(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.asMaster(t, "BECOME France\nA Par - Pic\nBECOME Germany\nA Mun H\nBECOME France\nCLEAR")
	mustContain(t, "the CLEAR", r.Body, "orders withdrawn")
	i := strings.Index(r.Body, "Orders of France in west")
	if i < 0 {
		t.Fatalf("no summary of France's orders:\n%s", r.Body)
	}
	france := r.Body[i:]
	if j := strings.Index(france, "Orders of Germany"); j >= 0 {
		france = france[:j]
	}
	if strings.Contains(france, "Par - Pic") {
		t.Fatalf("France's summary shows the withdrawn order:\n%s", france)
	}
	mustContain(t, "France's summary", france, "A Par (holds)")
	mustContain(t, "Germany's summary", r.Body, "A Mun H; unordered")
	w := tj.asMaster(t, "BECOME France\nADD\nF Bre - Mao")
	if strings.Contains(w.Body, "Par - Pic") {
		t.Fatalf("the withdrawn order came back with ADD:\n%s", w.Body)
	}
}

// TestBecomeTwiceSumsUpOnce: orders written for France, then for Germany,
// then for France again after a CLEAR, are summed up once for France, as
// they stand at the end of the mail.
func TestBecomeTwiceSumsUpOnce(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.asMaster(t, "BECOME France\nA Par - Pic\nBECOME Germany\nA Mun H\nBECOME France\nCLEAR\nA Mar H")
	if n := strings.Count(r.Body, "Orders of France in west"); n != 1 {
		t.Fatalf("%d summaries of France's orders, want 1:\n%s", n, r.Body)
	}
	france := r.Body[strings.Index(r.Body, "Orders of France in west"):]
	if strings.Contains(france, "Par - Pic") || !strings.Contains(france, "A Mar H") {
		t.Fatalf("France's summary is not what stands:\n%s", france)
	}
}
