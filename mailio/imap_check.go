package mailio

import (
	"context"
	"fmt"
)

// CheckIMAP dials, logs in and selects the mailbox, for `adjutant
// check-config`. It changes nothing on the server (a missing processed
// folder is not an error: the Source creates it).
func CheckIMAP(ctx context.Context, opts IMAPOptions) error {
	opts = opts.withDefaults()
	if err := opts.validate(); err != nil {
		return err
	}
	ic, err := dialIMAP(ctx, opts)
	if err != nil {
		return err
	}
	defer ic.close()
	if err := ic.authenticate(ctx, opts); err != nil {
		return err
	}
	if _, err := ic.selectMailbox(ctx, opts.Mailbox); err != nil {
		return fmt.Errorf("imap check: %w", err)
	}
	return nil
}
