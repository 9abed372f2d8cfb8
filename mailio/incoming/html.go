package incoming

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// htmlToText renders HTML as plain text, just well enough for commands and
// orders to survive: block elements and <br> break lines, list items get a
// "- " bullet, table cells are separated by a space (a row is one line even
// when, as Outlook writes them, its cells hold paragraphs), <blockquote> content is
// prefixed with "> " (so that quoted replies are dropped like plain-text
// quotes), script, style, head and title are dropped, and entities are
// decoded. White space collapses as a browser would, except inside <pre>.
func htmlToText(src string) string {
	out, unclosed := convertHTML(src, false)
	if unclosed {
		// A hidden element that never ends would hide the rest of the
		// mail: better to read the hidden text too than to lose orders.
		out, _ = convertHTML(src, true)
	}
	return out
}

// convertHTML is htmlToText's one pass; unclosed reports a hidden element
// still open at the end.
func convertHTML(src string, showHidden bool) (out string, unclosed bool) {
	z := html.NewTokenizer(strings.NewReader(src))
	c := &htmlConv{showHidden: showHidden}
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			return c.finish(), c.hidden > 0
		case html.TextToken:
			if c.skip == 0 && c.hidden == 0 {
				c.text(string(z.Text()))
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			a := atom.Lookup(name)
			hidden, indent, pre := false, false, false
			if hasAttr {
				hidden, indent, pre = tagLooks(z, a)
			}
			if c.hiddenStart(a, tt == html.SelfClosingTagToken, hidden) {
				continue
			}
			if a == atom.Blockquote && tt != html.SelfClosingTagToken {
				c.depth++
			}
			if indent && tt != html.SelfClosingTagToken {
				// Gmail's "Indent more": a blockquote with no border, the
				// writer's own text moved right, not a quotation.
				c.indents = append(c.indents, c.depth-1)
				a = atom.Div
			}
			c.start(a, tt == html.SelfClosingTagToken)
			c.preStart(a, tt == html.SelfClosingTagToken, pre)
		case html.EndTagToken:
			name, _ := z.TagName()
			a := atom.Lookup(name)
			if c.hiddenEnd(a) {
				continue
			}
			c.preEnd(a)
			if a == atom.Blockquote && c.depth > 0 {
				c.depth--
				if n := len(c.indents); n > 0 && c.indents[n-1] == c.depth {
					c.indents = c.indents[:n-1]
					a = atom.Div
				}
			}
			c.end(a)
		}
	}
}

// htmlConv holds the state of one conversion.
type htmlConv struct {
	out  strings.Builder
	line strings.Builder // the line being built
	skip int             // depth inside script/style/head/title
	// hidden is the depth inside an element the reader does not see
	// (style display:none, Outlook's mso-hide:all, the hidden
	// attribute): a newsletter's preview text, say. hiddenTag is that
	// element's tag, counted again when nested in itself.
	hidden     int
	hiddenTag  atom.Atom
	showHidden bool
	// depth counts the open <blockquote>s; indents holds the depths (before
	// their start) of those that are Gmail indents, read as <div>s.
	depth   int
	indents []int
	// preTag is the <div> or <span> whose style keeps line ends, and
	// preNest the same tags opened inside it.
	preTag    atom.Atom
	preNest   int
	pre       int  // depth inside <pre>
	quote     int  // depth inside <blockquote>
	pendSpace bool // a collapsed space is owed before the next word
	// Inside a table cell a block boundary breaks the line only between
	// pieces of that cell's own text (cellText): Outlook wraps every
	// cell's content in a paragraph, and a row of cells is one line on
	// screen. pendBreak is such a break, owed before the cell's next word.
	cell      int
	cellText  bool
	pendBreak bool
}

func (c *htmlConv) start(a atom.Atom, selfClosing bool) {
	switch a {
	case atom.Script, atom.Style, atom.Head, atom.Title, atom.Template:
		if !selfClosing {
			c.skip++
		}
	case atom.Br:
		c.breakLine(true)
	case atom.Li:
		c.breakLine(false)
		c.line.WriteString("- ")
	case atom.Td, atom.Th:
		c.cell++
		c.cellText, c.pendBreak = false, false
		c.pendSpace = c.line.Len() > 0
	case atom.Pre:
		c.breakLine(false)
		c.pre++
	case atom.Blockquote:
		c.breakLine(false)
		c.quote++
	case atom.Hr:
		c.breakLine(false)
	default:
		if isBlock(a) {
			c.blockBoundary(a)
		}
	}
}

// blockBoundary breaks the line at the start or end of a block, or, in a
// table cell, owes the break to the cell's next word (see htmlConv.cell).
func (c *htmlConv) blockBoundary(a atom.Atom) {
	if c.cell == 0 || a == atom.Tr || a == atom.Table {
		c.breakLine(false)
		return
	}
	if c.cellText {
		c.pendBreak = true
	} else {
		c.pendSpace = c.line.Len() > 0
	}
}

func (c *htmlConv) end(a atom.Atom) {
	switch a {
	case atom.Script, atom.Style, atom.Head, atom.Title, atom.Template:
		if c.skip > 0 {
			c.skip--
		}
	case atom.Pre:
		c.breakLine(false)
		if c.pre > 0 {
			c.pre--
		}
	case atom.Blockquote:
		c.breakLine(false)
		if c.quote > 0 {
			c.quote--
		}
	case atom.Td, atom.Th:
		if c.cell > 0 {
			c.cell--
		}
		c.cellText, c.pendBreak = c.cell > 0, false
		c.pendSpace = c.line.Len() > 0
	default:
		if isBlock(a) || a == atom.Li {
			c.blockBoundary(a)
		}
	}
}

func isBlock(a atom.Atom) bool {
	switch a {
	case atom.P, atom.Div, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6,
		atom.Ul, atom.Ol, atom.Dl, atom.Dt, atom.Dd, atom.Table, atom.Tr,
		atom.Section, atom.Article, atom.Header, atom.Footer, atom.Address,
		atom.Center, atom.Form, atom.Fieldset, atom.Body, atom.Html:
		return true
	}
	return false
}

// text adds character data (entities already decoded by the tokenizer).
func (c *htmlConv) text(s string) {
	s = strings.ReplaceAll(s, "\u00a0", " ")
	if c.pre > 0 {
		for i, l := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
			if i > 0 {
				c.breakLine(true)
			}
			c.line.WriteString(l)
		}
		return
	}
	if len(s) > 0 && isHTMLSpace(s[0]) {
		c.pendSpace = true
	}
	// Only ASCII white space collapses in HTML; the ideographic space
	// U+3000 that indents a Chinese paragraph is text.
	for i, word := range strings.FieldsFunc(s, func(r rune) bool { return r < utf8.RuneSelf && isHTMLSpace(byte(r)) }) {
		if c.pendBreak {
			c.breakLine(false)
		}
		c.cellText = c.cell > 0
		if (i > 0 || c.pendSpace) && c.line.Len() > 0 {
			c.line.WriteByte(' ')
		}
		c.line.WriteString(word)
		c.pendSpace = false
	}
	if len(s) > 0 && isHTMLSpace(s[len(s)-1]) {
		c.pendSpace = true
	}
}

func isHTMLSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f'
}

// breakLine ends the current line. A forced break (<br>) may produce an
// empty line; a block boundary never adds one to an already empty line.
func (c *htmlConv) breakLine(force bool) {
	c.pendSpace, c.pendBreak = false, false
	if c.line.Len() == 0 && !force {
		return
	}
	c.out.WriteString(strings.Repeat("> ", c.quote))
	c.out.WriteString(strings.TrimRight(c.line.String(), " "))
	c.out.WriteByte('\n')
	c.line.Reset()
}

func (c *htmlConv) finish() string {
	c.breakLine(false)
	return c.out.String()
}

// tagLooks reads the attributes of the tag being read: whether it is
// hidden from the reader (style display:none or mso-hide:all, the hidden
// attribute), whether a <blockquote> is an indent, not a quotation
// (Gmail's "Indent more" writes one with border:none and no class), and
// whether its text keeps its line ends (white-space:pre, pre-wrap or
// pre-line, as some mail programs write the text typed, without <br>).
func tagLooks(z *html.Tokenizer, a atom.Atom) (hidden, indent, pre bool) {
	quoteMark := false
	for {
		k, v, more := z.TagAttr()
		switch string(k) {
		case "hidden":
			hidden = true
		case "style":
			st := strings.ToLower(strings.Join(strings.Fields(string(v)), ""))
			if strings.Contains(st, "display:none") || strings.Contains(st, "mso-hide:all") {
				hidden = true
			}
			// Word's own quotation writes border:none and then a
			// border-left: only a blockquote with no border at all is
			// an indent.
			if a == atom.Blockquote && strings.Contains(st, "border:none") && strings.Count(st, "border") == 1 {
				indent = true
			}
			pre = strings.Contains(st, "white-space:pre")
		case "class", "type", "cite":
			quoteMark = true
		}
		if !more {
			return hidden, indent && !quoteMark, pre
		}
	}
}

// hiddenStart notes the start of a hidden element, or of one inside it;
// it reports whether the tag is to be skipped. Only <div>, <span> and
// <table> hide: their end is always written, where a <p> or <li> may be
// closed by the next one's start.
func (c *htmlConv) hiddenStart(a atom.Atom, selfClosing, hidden bool) bool {
	switch {
	case c.hidden > 0:
		if a == c.hiddenTag && !selfClosing {
			c.hidden++
		}
		return true
	case hidden && !selfClosing && !c.showHidden && (a == atom.Div || a == atom.Span || a == atom.Table):
		c.hidden, c.hiddenTag = 1, a
		return true
	}
	return false
}

// hiddenEnd notes the end of an element inside a hidden one; it reports
// whether the tag is to be skipped.
func (c *htmlConv) hiddenEnd(a atom.Atom) bool {
	if c.hidden == 0 {
		return false
	}
	if a == c.hiddenTag {
		c.hidden--
	}
	return true
}

// preStart notes a <div> or <span> whose text keeps its line ends, read as
// <pre> is, and the same tags opened inside it.
func (c *htmlConv) preStart(a atom.Atom, selfClosing, pre bool) {
	switch {
	case selfClosing:
	case c.preTag != 0 && a == c.preTag:
		c.preNest++
	case c.preTag == 0 && pre && (a == atom.Div || a == atom.Span):
		c.preTag = a
		c.pre++
	}
}

// preEnd notes the end of a tag for preStart.
func (c *htmlConv) preEnd(a atom.Atom) {
	switch {
	case c.preTag == 0 || a != c.preTag:
	case c.preNest > 0:
		c.preNest--
	default:
		c.preTag = 0
		if c.pre > 0 {
			c.pre--
		}
	}
}

// htmlDocument: text that is a whole HTML document, from "<!DOCTYPE html"
// or "<html" to "</html>", which no one types as commands.
func htmlDocument(b []byte) bool {
	t := bytes.ToLower(bytes.TrimSpace(b))
	return (bytes.HasPrefix(t, []byte("<!doctype html")) || bytes.HasPrefix(t, []byte("<html"))) &&
		bytes.HasSuffix(t, []byte("</html>"))
}
