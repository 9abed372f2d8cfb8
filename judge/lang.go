package judge

import (
	"strings"

	"adjutant/judge/account"
	"adjutant/judge/command"
	"adjutant/mailio/incoming"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// guessLang picks the reply language for mail from someone who has not set
// one: the language the body is written in, read as a whole
// (i18n.WrittenIn: one Chinese order word among English lines leaves it
// English); the subject only when the body says nothing, since a reply to
// the judge's own mail repeats the judge's subject (with the quoted text
// to tell the Chinese scripts apart). It is a heuristic for
// the answer to this one mail; SET LANGUAGE overrides it.
func guessLang(msg *incoming.Message) i18n.Lang {
	text := msg.Text
	for _, f := range msg.Files {
		// Orders sent as a file attached are read as the text is.
		text += "\n" + f.Text
	}
	if lang, counted := i18n.WrittenIn(text); counted {
		return lang
	}
	_, bare := incoming.SplitSubject(msg.Subject)
	if game, rest, ok := strings.Cut(bare, ": "); ok && !strings.ContainsAny(game, " \t") {
		// The judge's own subjects lead with the game's name ("west: 邀請您
		// 加入一局棋"), which says nothing of the reader's language.
		bare = rest
	}
	if i18n.GuessLang(bare) == i18n.English {
		return i18n.English
	}
	// A Chinese subject, most likely a reply's: the judge's answer quoted
	// beneath it is in the reader's script, and tells Traditional from
	// Simplified where a short subject ("加入棋局") cannot.
	return i18n.ChineseScript(bare + "\n" + msg.Decoded)
}

// settleGuessedScript settles the Chinese script of an account whose
// language was kept from a join that could not tell Traditional from
// Simplified (account.Account.LangGuessed), by the first mail written in
// Chinese whose characters do tell it. It reports whether a changed.
func settleGuessedScript(a *account.Account, msg *incoming.Message) bool {
	if !a.LangGuessed || a.Lang == i18n.English {
		return false
	}
	text := ownLines(msg.Text)
	for _, f := range msg.Files {
		text += "\n" + ownLines(f.Text)
	}
	if lang, counted := i18n.WrittenIn(text); !counted || lang == i18n.English {
		return false
	}
	script, told := i18n.ChineseScriptTold(text)
	if !told {
		return false
	}
	a.Lang, a.LangGuessed = script, false
	return true
}

// ownLines is text without what its writer did not write: quoted lines
// (the judge's own answer, in the script it guessed) and a signature.
func ownLines(text string) string {
	var b strings.Builder
	for _, line := range strings.Split(text, "\n") {
		if sig := strings.TrimRight(line, "\r"); sig == "-- " || sig == "--" {
			break
		}
		if strings.HasPrefix(strings.TrimLeft(line, " \t"), ">") {
			continue
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

// askLanguage adds to the reply of someone who wrote in Chinese and has
// chosen no language the question whether to keep it: the answer is in
// Chinese, but results, questions and reminders follow the account's
// setting, else each game's language. It is asked once per address; the
// account remembers it was. A mail that set a language (SET LANGUAGE, or
// joining a game in Chinese, which keeps it) is not asked.
func (j *Judge) askLanguage(tx *storage.Tx, m *answering, reply *command.Reply) error {
	if m.lang == i18n.English || !m.mayAsk {
		return nil
	}
	a, err := account.Load(tx, m.sender)
	if err != nil || a.Lang != "" || a.LangAsked {
		return err
	}
	a.LangAsked = true
	traditional := ""
	if m.lang == i18n.SimplifiedChinese {
		// Simplified is also the answer to characters both scripts share.
		traditional = templates.T("language.ask-traditional").In(m.lang)
	}
	reply.Sections = append(reply.Sections, command.Section{
		Title: templates.In(m.lang, "language.ask-title"),
		Body:  templates.In(m.lang, "language.ask", string(m.lang), traditional),
	})
	return account.Save(tx, m.sender, a)
}
