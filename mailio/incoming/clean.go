package incoming

import (
	"regexp"
	"strings"
)

// clean turns decoded body text into what the player wrote: line ends
// become LF, quoted reply text and the signature are dropped, trailing
// white space is trimmed, runs of empty lines collapse to one, and leading
// and trailing empty lines go. It returns the text width-normalised and as
// written; both have the same lines, chosen on the normalised form (so
// that "＞" and "写道：" are recognised).
func clean(s string) (normalised, asWritten string, sk skipped) {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	s, sk.pgpEncrypted = stripPGPMessage(s)
	s, sk.pgp = stripPGP(s)
	norm := strings.Split(NormaliseWidth(s), "\n")
	orig := strings.Split(s, "\n")
	if len(orig) != len(norm) {
		// NormaliseWidth keeps line breaks; this cannot happen, but if
		// it ever did, the normalised text alone is still right.
		orig = norm
	}
	keep, end := keepLines(norm)
	counted := countSkipped(norm, keep, end)
	counted.pgp, counted.pgpEncrypted = sk.pgp, sk.pgpEncrypted
	if i := cutBanner(norm, keep); i >= 0 {
		counted.banner = shortQuote(orig[i])
	}
	if i := cutDisclaimer(norm, keep); i >= 0 {
		counted.disclaimer = shortQuote(orig[i])
		dropTrailing(norm, keep) // the separator above it, a phone footer
	}
	counted.signOff = cutSignOff(norm, keep)
	return joinKept(norm, keep), joinKept(orig, keep), counted
}

// skipped is what clean dropped that the player may want to hear about.
type skipped struct {
	quoted    int  // non-empty lines of quoted text and their attributions
	forwarded bool // a forwarded message written out in the text
	signOff   int  // non-empty lines of a sign-off after the last command (signoff.go)
	pgp       bool // an inline PGP signature's armour was removed
	// pgpEncrypted: an inline PGP-encrypted block was removed
	pgpEncrypted bool
	// banner, disclaimer: the start of a banner at the top and of a
	// disclaimer at the end that were left out (disclaimer.go)
	banner, disclaimer string
}

// countSkipped counts the quoted lines that keepLines dropped, and tells
// whether a forwarded message was among them. end is where the player's
// own text ended; what follows a signature is counted only where it is
// quoted, since the signature itself is no one's quote.
func countSkipped(lines []string, keep []bool, end int) skipped {
	var sk skipped
	for i := 0; i < end && i < len(lines); i++ {
		if t := strings.TrimSpace(lines[i]); !keep[i] && (strings.HasPrefix(t, ">") || isAttribution(lines, i)) {
			sk.quoted++
		}
	}
	afterSignature := end < len(lines) && (isSignatureLine(lines[end]) || isListFooter(lines, end))
	for i := end; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		switch {
		case forwardRe.MatchString(t):
			sk.forwarded = true
			return sk
		case t == "" || isSignatureLine(lines[i]):
		case !afterSignature || strings.HasPrefix(t, ">"):
			sk.quoted++
		}
	}
	return sk
}

// forwardSeparatorWords are the words of the line that starts a forwarded message
// written into the mail, between dashes (Zoho: equals signs): Gmail's and Thunderbird's in
// the languages players write in, QQ Mail's "转发邮件", NetEase's
// "转发邮件信息", Thunderbird's Chinese "转发的消息" and "轉寄的訊息".
const forwardSeparatorWords = `forwarded message|weitergeleitete nachricht|message transféré|mensaje reenviado|` +
	`转发的邮件|轉寄的郵件|轉發的郵件|转发邮件信息|转发邮件|轉寄郵件|轉發郵件|转发的消息|轉寄的訊息|轉發的訊息|轉寄訊息`

// forwardRe matches the separators that start a forwarded message.
var forwardRe = regexp.MustCompile(`(?i)^([-=]{2,}(\s|&nbsp;)*(` + forwardSeparatorWords + `)(\s|&nbsp;)*[-=]{2,}|begin forwarded message:)$`)

// isListFooter recognises the footer Mailman adds to every list copy: a
// line of underscores, then a line naming the "… mailing list". What
// follows it is the list's, not the writer's.
func isListFooter(lines []string, i int) bool {
	t := strings.TrimSpace(lines[i])
	if len(t) < 10 || strings.Trim(t, "_") != "" {
		return false
	}
	for j := i + 1; j < len(lines); j++ {
		if next := strings.TrimSpace(lines[j]); next != "" {
			return strings.Contains(strings.ToLower(next), "mailing list")
		}
	}
	return false
}

func isSignatureLine(l string) bool { return l == "-- " || strings.TrimSpace(l) == "--" }

// isAttribution reports whether line i is an "On … wrote:" line, or the
// first or second half of one wrapped over two lines.
func isAttribution(lines []string, i int) bool {
	t := strings.TrimSpace(lines[i])
	return matchAny(attributionRes, t) || isSplitAttribution(lines, i) || i > 0 && isSplitAttribution(lines, i-1)
}

// Reply attributions that precede quoted text. They are matched on
// width-normalised lines, trimmed.
var attributionRes = []*regexp.Regexp{
	regexp.MustCompile(`(?i)^on\s.+\swrote:$`),                          // Gmail, Thunderbird, Apple Mail (en)
	regexp.MustCompile(`(?i)^.+\s<[^<>\s]+@[^<>\s]+>\s+wrote:$`),        // "Name <addr> wrote:"
	regexp.MustCompile(`(?i)^<?[^<>\s]+@[^<>\s]+>?\s+(wrote|writes):$`), // "addr writes:"
	regexp.MustCompile(`(?i)^le\s.+\sa\s+écrit\s?:$`),                   // French clients
	regexp.MustCompile(`(?i)^am\s.+\sschrieb\s.+:$`),                    // German clients
	regexp.MustCompile(`^.*(写道|寫道)\s*:$`),                               // Chinese: "在 … 写道：", "於 … 寫道："
	regexp.MustCompile(`(?i)^-{2,}\s*on\s.+\swrote\s*-{2,}$`),           // Zoho: "---- On … wrote ----"
	regexp.MustCompile(`^-{2,}\s*(在|於).+(撰写|撰寫|写道|寫道)\s*-{2,}$`),        // Zoho in Chinese
}

// Separators after which everything is the earlier message, unquoted.
var separatorRes = []*regexp.Regexp{
	// QQ Mail writes "------------------&nbsp;原始邮件&nbsp;------------------"
	// (or "Original") with the entity left in its text/plain part;
	// NetEase Mail Master writes "---- 回复的原邮件 ----", Outlook 2010
	// in Chinese "-----邮件原件-----".
	regexp.MustCompile(`(?i)^[-=]{2,}(\s|&nbsp;)*(original message|original|replied message|ursprüngliche nachricht|message d'origine|原始邮件|原始郵件|原始信件|原始消息|原始訊息|邮件原件|郵件原件|回复的原邮件|回覆的原郵件|` + forwardSeparatorWords + `)(\s|&nbsp;)*[-=]{2,}$`),
	regexp.MustCompile(`(?i)^begin forwarded message:$`),
}

// Outlook-style header blocks: a "From:" line followed within a few lines
// by a "Sent:"/"Date:" line, in any of the languages players use.
var (
	blockFromRe = regexp.MustCompile(`(?i)^\*?(from|发件人|寄件者|寄件人|von|de|da)\s*:\*?\s*\S`)
	blockSentRe = regexp.MustCompile(`(?i)^\*?(sent|date|发送时间|日期|时间|寄件日期|傳送時間|发送日期|gesendet|datum|envoyé|enviado|enviado el|inviato|data)\s*:\*?\s*\S`)
)

// Phone-client footers, dropped when they are the last line.
var footerRes = []*regexp.Regexp{
	regexp.MustCompile(`(?i)^sent from my \S.*$`),
	regexp.MustCompile(`(?i)^get outlook for \S.*$`),
	regexp.MustCompile(`^(发自我的|發自我的|從我的|从我的|寄自我的|来自我的|來自我的).*$`),
	regexp.MustCompile(`(?i)^sent from outlook\b.*$`),
	regexp.MustCompile(`(?i)^sent via (the )?samsung\b.*$`),
	// The same phones' footers in the other languages players write in.
	regexp.MustCompile(`(?i)^envoyé de mon \S.*$`),
	regexp.MustCompile(`(?i)^von meinem \S.* gesendet$`),
	regexp.MustCompile(`(?i)^enviado desde mi \S.*$`),
	regexp.MustCompile(`^(发自|發自|来自|來自)(网易|網易)邮箱大师$`),
	// The Chinese mail apps' own: "发自网易邮箱手机版", "来自QQ邮箱",
	// "发自新浪邮箱客户端", "来自139邮箱".
	regexp.MustCompile(`^(发自|發自|来自|來自)\s*\S{1,12}?(邮箱|郵箱|邮件|郵件)(大师|大師|手机版|手機版|客户端|客戶端|app|APP)?$`),
	regexp.MustCompile(`^(从|從)\s*Windows\s*版?(邮件|郵件)(发送|傳送)$`),
	regexp.MustCompile(`(?i)^(获取|取得)\s*outlook for \S.*$`),
	regexp.MustCompile(`(?i)^sent from (yahoo mail|mail for windows|proton ?mail)\b.*$`),
	regexp.MustCompile(`(?i)^sent with proton ?mail\b.*$`),
	regexp.MustCompile(`(?i)^sent from gmail mobile$`),
	// What antivirus programs add below the text (Avast, AVG), with the
	// link on a line of its own: not the player's, so no plan line.
	regexp.MustCompile(`(?i)^this (e-?mail|message) has been (checked|scanned) for viruses\b.*$`),
	regexp.MustCompile(`(?i)^virus-free\.?\s*(www\.)?(avast|avg)\.com\b.*$`),
	regexp.MustCompile(`(?i)^<?https?://(www\.)?(avast|avg)\.com(/\S*)?>?$`),
}

// keepLines decides which lines are the player's own; end is where the
// player's text ended (len(lines) when nothing cut it short).
func keepLines(lines []string) (keep []bool, end int) {
	keep = make([]bool, len(lines))
	end = len(lines)
	for i := 0; i < end; i++ {
		t := strings.TrimSpace(lines[i])
		switch {
		case lines[i] == "-- " || t == "--":
			// RFC 3676 section 4.3 signature separator; many clients
			// strip its trailing space, so "--" counts too.
			end = i
		case matchAny(separatorRes, t), isListFooter(lines, i):
			end = i
		case blockFromRe.MatchString(t) && sentFollows(lines, i):
			end = i
		case matchAny(attributionRes, t) && (quotedFollows(lines, i+1) || !weakAttribution(t)):
			// Drop the attribution. If what follows is not quoted
			// with ">", the client quoted without markers: stop here.
			if !quotedFollows(lines, i+1) {
				end = i
			}
		case isSplitAttribution(lines, i):
			if !quotedFollows(lines, i+2) {
				end = i
			}
			i++ // the second half of the attribution is dropped too
		case strings.HasPrefix(t, ">"):
			// quoted text
		default:
			keep[i] = true
		}
	}
	for i := end; i < len(lines); i++ {
		keep[i] = false
	}
	keepQuotedPress(lines, keep)
	dropTrailing(lines, keep)
	return keep, end
}

// dropTrailing unmarks separator lines (underscores, dashes) and phone
// footers that now end the text.
func dropTrailing(lines []string, keep []bool) {
	for i := len(keep) - 1; i >= 0; i-- {
		if !keep[i] {
			continue
		}
		t := strings.TrimSpace(lines[i])
		if t == "" || strings.Trim(t, "_-=*") == "" || matchAny(footerRes, t) {
			keep[i] = false
			continue
		}
		break
	}
}

// weakAttribution reports a Chinese "…写道：" line with neither a date nor
// an address in it. Every client writes one or the other into its
// attribution, so such a line is taken for one only above ">" lines: in
// press, "莎士比亚写道：" followed by the quotation is the player's own text.
func weakAttribution(t string) bool {
	return zhWroteEndRe.MatchString(t) && !strings.ContainsAny(t, "0123456789@")
}

// isSplitAttribution catches an attribution that the sender's client
// wrapped over two lines: this line starts "On " and the next ends
// "wrote:"; or the next ends "写道:"/"寫道:" without starting one, and this
// line starts one ("在 …", "於 …") or names the sender's address, as Gmail's
// "Name <addr> 於 2026年11月26日" + "週四 上午10:00寫道：" does.
func isSplitAttribution(lines []string, i int) bool {
	if i+1 >= len(lines) {
		return false
	}
	t := strings.ToLower(strings.TrimSpace(lines[i]))
	next := strings.ToLower(strings.TrimSpace(lines[i+1]))
	if strings.HasPrefix(t, "on ") && strings.HasSuffix(next, "wrote:") {
		return true
	}
	return zhWroteEndRe.MatchString(next) && !zhAttributionStartRe.MatchString(next) &&
		(zhAttributionStartRe.MatchString(t) || strings.HasSuffix(t, "<") || angleAddrRe.MatchString(t))
}

var (
	zhWroteEndRe         = regexp.MustCompile(`(写道|寫道)\s*:$`)
	zhAttributionStartRe = regexp.MustCompile(`^(在|於|于)\s*\d`)
	angleAddrRe          = regexp.MustCompile(`<[^<>\s]+@[^<>\s]+>`)
)

func sentFollows(lines []string, i int) bool {
	for j := i + 1; j < len(lines) && j <= i+4; j++ {
		if blockSentRe.MatchString(strings.TrimSpace(lines[j])) {
			return true
		}
	}
	return false
}

// quotedFollows reports whether the next non-empty line from i is quoted.
func quotedFollows(lines []string, i int) bool {
	for ; i < len(lines); i++ {
		if t := strings.TrimSpace(lines[i]); t != "" {
			return strings.HasPrefix(t, ">")
		}
	}
	return true // nothing follows: nothing to protect
}

func matchAny(res []*regexp.Regexp, s string) bool {
	for _, re := range res {
		if re.MatchString(s) {
			return true
		}
	}
	return false
}

// joinKept joins the kept lines, trimming trailing white space, collapsing
// runs of empty lines and dropping empty lines at either end.
func joinKept(lines []string, keep []bool) string {
	var b strings.Builder
	blank := false
	for i, l := range lines {
		if !keep[i] {
			continue
		}
		l = strings.TrimRight(l, " \t\u3000")
		if l == "" {
			blank = b.Len() > 0
			continue
		}
		if blank {
			b.WriteByte('\n')
			blank = false
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// unflow undoes format=flowed (RFC 3676 section 4.2): a line ending in a
// space continues on the next line of the same quote depth; space-stuffing
// (section 4.4) is removed; with DelSp=yes the trailing space goes too.
func unflow(s string, delSp bool) string {
	lines := strings.Split(s, "\n")
	var b strings.Builder
	prevFlowed, prevDepth := false, -1
	for _, l := range lines {
		depth := 0
		for depth < len(l) && l[depth] == '>' {
			depth++
		}
		content := strings.TrimPrefix(l[depth:], " ")
		if prevFlowed && depth != prevDepth {
			b.WriteByte('\n') // a flowed line must not join a different depth
		}
		if !prevFlowed || depth != prevDepth {
			if depth > 0 {
				b.WriteString(strings.Repeat(">", depth) + " ")
			}
		}
		flowed := strings.HasSuffix(content, " ") && content != "-- "
		if flowed && delSp {
			content = content[:len(content)-1]
		}
		b.WriteString(content)
		if !flowed {
			b.WriteByte('\n')
		}
		prevFlowed, prevDepth = flowed, depth
	}
	return strings.TrimSuffix(b.String(), "\n")
}
