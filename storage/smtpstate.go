package storage

import (
	"encoding/json"
	"fmt"
	"time"
)

// SMTPState is what the sender last found of the SMTP server: when it
// could not be reached or refused the judge's session, since when, how
// many tries in a row, and the error. The zero value means the server
// took the last message tried.
type SMTPState struct {
	Error   string    `json:"error,omitempty"`
	Since   time.Time `json:"since,omitzero"`
	LastTry time.Time `json:"lastTry,omitzero"`
	Tries   int       `json:"tries,omitempty"`
}

// metaSMTPState is the daemon metadata key that holds the SMTPState.
const metaSMTPState = "smtp-state"

// PutSMTPState records the sender's view of the server.
func (tx *Tx) PutSMTPState(s SMTPState) error {
	if err := tx.writable(); err != nil {
		return err
	}
	b, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("storage: smtp state: %w", err)
	}
	return tx.SetMeta(metaSMTPState, string(b))
}

// SMTPState reads what PutSMTPState recorded; the zero value when nothing
// was.
func (tx *Tx) SMTPState() (SMTPState, error) {
	var s SMTPState
	v, err := tx.Meta(metaSMTPState)
	if err != nil || v == "" {
		return s, err
	}
	if err := json.Unmarshal([]byte(v), &s); err != nil {
		return s, fmt.Errorf("%w: smtp state: %v", ErrCorrupt, err)
	}
	return s, nil
}
