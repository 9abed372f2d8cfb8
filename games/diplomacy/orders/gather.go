package orders

import (
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

// piece is one order's text as Parse reads it, gathered from the mail's
// lines: one of several orders written on one line, or a line together
// with the lines that continue it.
type piece struct {
	Line
	index   int        // the input line it starts on
	joined  []int      // the input lines joined to it, after index
	refused *i18n.Text // set when the piece must be refused unread: why
	order   dip.Order  // the text read by ParseOrder, or its error
	err     error
}

// gather turns the input lines into the orders Parse reads:
//
//   - A line holding several orders separated by ";" or "；" (as the
//     judge's own summaries print them) gives one piece per order; so
//     does one separated by commas, as the classic judges' players
//     write them, when it does not read as one order whole.
//   - A line written right after another order (no blank line between)
//     is taken as the rest of that order when one of the two cannot be
//     read alone and the two read together as one order: mail clients
//     wrap long lines, and "A Ruh S A Kie" / "- Hol" must not run as a
//     support to hold.
//   - When the two do not read together but the second line starts with
//     a word that can only continue an order ("-", "to", "supports",
//     "via" …), both are refused as a wrapped order: carrying out the
//     first half would run a different order from the one meant.
//
// Each returned piece keeps the number of the line it starts on.
func gather(names *dipmap.Names, lines []Line) []piece {
	var out []piece
	read := func(ln Line, index int) piece {
		o, err := ParseOrder(names, ln.Text)
		return piece{Line: ln, index: index, order: o, err: err}
	}
	for i, ln := range lines {
		parts := splitLine(names, ln.Text)
		if len(parts) == 1 && len(out) > 0 && continues(names, lines, i, out[len(out)-1]) {
			prev := &out[len(out)-1]
			alone := read(ln, i)
			if prev.refused == nil && (alone.err != nil || prev.err != nil) {
				joined := read(Line{N: prev.N, Text: strings.TrimSpace(prev.Text) + " " + strings.TrimSpace(ln.Text)}, prev.index)
				if joined.err == nil {
					joined.joined = append(prev.joined, i)
					*prev = joined
					continue
				}
			}
			if alone.err != nil && prev.refused == nil && startsMidOrder(names, ln.Text) {
				why := wrappedText(ln.N)
				prev.refused = &why
				cont := wrappedText(prev.N)
				alone.refused = &cont
				out = append(out, alone)
				continue
			}
			out = append(out, alone)
			continue
		}
		for _, p := range parts {
			out = append(out, read(Line{N: ln.N, Text: p}, i))
		}
	}
	return out
}

// continues reports whether line i may continue the piece before it: it
// follows that piece's last line directly (no blank line between, by the
// line numbers), and that piece is a whole line, not one of several
// orders on a line.
func continues(names *dipmap.Names, lines []Line, i int, prev piece) bool {
	last := prev.index
	if n := len(prev.joined); n > 0 {
		last = prev.joined[n-1]
	}
	if last != i-1 || len(splitLine(names, lines[last].Text)) != 1 {
		return false
	}
	// Lines without a number (0: orders sent in an earlier mail, given
	// again with ADD) were read whole before and are never joined.
	return lines[last].N > 0 && lines[i].N == lines[last].N+1
}

// splitOrders cuts a line at ";" and "；", dropping empty parts; a line
// without either, or with nothing but separators, is one part.
func splitOrders(s string) []string {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '；' })
	var out []string
	for _, f := range fields {
		if strings.TrimSpace(f) != "" {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return []string{s}
	}
	return out
}

// splitLine cuts a line into the orders written on it: at ";" and "；",
// then each part at commas when it holds several orders (commaParts).
func splitLine(names *dipmap.Names, s string) []string {
	parts := splitOrders(s)
	var out []string
	for _, p := range parts {
		out = append(out, commaParts(names, p)...)
	}
	return out
}

// commaParts cuts "A Par-Bur, F Bre-Mao, A Mar H" at its commas when the
// whole does not read as one order and at least two of its parts read
// alone: a comma inside one order ("A Mar S A Par, moving to Bur") is
// punctuation, not a separator, and stays.
func commaParts(names *dipmap.Names, s string) []string {
	if !strings.ContainsAny(s, ",，") {
		return []string{s}
	}
	if _, err := ParseOrder(names, s); err == nil {
		return []string{s}
	}
	var parts []string
	readable := 0
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '，' }) {
		if strings.TrimSpace(f) == "" {
			continue
		}
		parts = append(parts, f)
		if _, err := ParseOrder(names, f); err == nil {
			readable++
		}
	}
	if readable < 2 {
		return []string{s}
	}
	return parts
}

// startsMidOrder reports whether a line begins with a word that can only
// stand inside an order: a move, support, convoy or hold word, or "via".
func startsMidOrder(names *dipmap.Names, s string) bool {
	toks := lex(normalise(s), func(w string) bool {
		_, err := names.Resolve(w)
		return err == nil
	})
	if len(toks) == 0 {
		return false
	}
	t := toks[0]
	switch t.kind {
	case tDash, tArrow:
		return true
	case tWord:
		switch t.kw {
		case kwMove, kwSupport, kwConvoy, kwHold, kwVia, kwViaConvoy:
			// "to", "supports", "via convoy"; a one-letter "S", "C"
			// or "H" alone is no less a middle word.
			return true
		}
	}
	return false
}

func wrappedText(other int) i18n.Text {
	return i18n.T("this line and line %d look like one order wrapped over two lines, and they do not read as one order together; neither was taken. Write the order on one line",
		"此行與第 %d 行看來是被斷成兩行的同一道命令，合起來也讀不成一道命令；兩行都未採用。請把命令寫在同一行",
		"此行与第 %d 行看来是被断成两行的同一道命令，合起来也读不成一道命令；两行都未采用。请把命令写在同一行", other)
}
