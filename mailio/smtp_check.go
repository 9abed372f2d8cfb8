package mailio

import "context"

// CheckSMTP connects, greets and authenticates as a Send would, then quits
// without sending anything, for `adjutant check-config`.
func CheckSMTP(ctx context.Context, opts SMTPOptions) error {
	return CheckSMTPSender(ctx, opts, "")
}

// CheckSMTPSender is CheckSMTP that also offers from as the envelope
// sender (MAIL FROM) and withdraws it (RSET) before QUIT, so that a server
// that will not let the login send as from says so before any mail is
// sent. Nothing is sent. An empty from offers no sender.
func CheckSMTPSender(ctx context.Context, opts SMTPOptions, from string) error {
	s := NewSink(opts)
	c, stop, err := s.dial(ctx)
	if err != nil {
		return err
	}
	defer stop()
	defer c.Close()
	if from != "" {
		sender, _, mailOpts := envelope(from, nil)
		if err := c.Mail(sender, mailOpts); err != nil {
			return sessionFailure("MAIL FROM", err)
		}
		if err := c.Reset(); err != nil {
			return classify("RSET", err)
		}
	}
	if err := c.Quit(); err != nil {
		return classify("QUIT", err)
	}
	return nil
}
