package command

import (
	"slices"
	"time"

	"adjutant/judge/account"
	"adjutant/mailio/mailaddr"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// Limits on creating games. Without them one mail of 500 CREATE lines
// makes 500 games, and LIST, which shows forming games first, drowns the
// real ones.
const (
	// DefaultGamesPerDay is how many games one address may create in 24
	// hours when the operator has not said otherwise.
	DefaultGamesPerDay = 3
	// CreatesPerMail is how many CREATE lines of one mail are carried
	// out, for every address; later ones are refused unread.
	CreatesPerMail = 3
	// createWindow is the period the daily limit counts over.
	createWindow = 24 * time.Hour
)

// gamesPerDay is the daily limit in force.
func (tree *Tree) gamesPerDay() int {
	if tree.GamesPerDay > 0 {
		return tree.GamesPerDay
	}
	return DefaultGamesPerDay
}

// mayCreate reports whether the sender may create one more game now, or
// the problem to show: this mail has had its CREATE lines, or the address
// its games for the day. It counts the CREATE line.
func (s *session) mayCreate() *i18n.Text {
	s.creates++
	if s.creates > CreatesPerMail {
		return msg("create.mail-limit", CreatesPerMail)
	}
	if s.unlimitedCreator() {
		return nil
	}
	a, err := account.Load(s.tx, account.Mailbox(s.sender))
	if err != nil {
		return s.fail(err)
	}
	recent := createdSince(a.Created, s.now.Add(-createWindow))
	if limit := s.tree.gamesPerDay(); len(recent) >= limit {
		// Open again a day after the oldest creation that counts.
		return msg("create.daily-limit", limit, templates.DateText(recent[len(recent)-limit].Add(createWindow), s.loc))
	}
	return nil
}

// countCreated records a game the sender created now.
func (s *session) countCreated() error {
	if s.unlimitedCreator() {
		return nil
	}
	key := account.Mailbox(s.sender)
	a, err := account.Load(s.tx, key)
	if err != nil {
		return err
	}
	a.Created = append(createdSince(a.Created, s.now.Add(-createWindow)), s.now)
	return account.Save(s.tx, key, a)
}

func (s *session) unlimitedCreator() bool {
	return slices.ContainsFunc(s.tree.UnlimitedCreators, func(addr string) bool { return mailaddr.Same(addr, s.sender) })
}

func createdSince(at []time.Time, since time.Time) []time.Time {
	var out []time.Time
	for _, t := range at {
		if t.After(since) {
			out = append(out, t)
		}
	}
	return out
}
