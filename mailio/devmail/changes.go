package devmail

import "github.com/emersion/go-imap/v2"

// errStopping answers a client command that would change mail once Close
// has begun saving the mailboxes: the client is told the change did not
// happen, so the message is where the client believes it is, and the
// client may do it again after the restart.
var errStopping = &imap.Error{
	Type: imap.StatusResponseTypeNo,
	Code: imap.ResponseCodeUnavailable,
	Text: "the mail system is stopping and saving the mailboxes: nothing was changed; try again after it restarts",
}

// beginChange lets a client command change mail, or refuses it once the
// save has begun; done must be called when the change is made.
func (m *mailboxes) beginChange() (done func(), err error) {
	m.changes.RLock()
	if m.stopping {
		m.changes.RUnlock()
		return nil, errStopping
	}
	return m.changes.RUnlock, nil
}

// stopChanges waits for the changes under way and refuses any later one.
// The save's own commands (reading, and the folder it creates and deletes
// to learn the last UIDVALIDITY) do not pass through beginChange.
func (m *mailboxes) stopChanges() {
	m.changes.Lock()
	m.stopping = true
	m.changes.Unlock()
}
