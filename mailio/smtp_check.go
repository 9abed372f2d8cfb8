package mailio

import "context"

// CheckSMTP connects, greets and authenticates as a Send would, then quits
// without sending anything, for `adjutant check-config`.
func CheckSMTP(ctx context.Context, opts SMTPOptions) error {
	s := NewSink(opts)
	c, stop, err := s.dial(ctx)
	if err != nil {
		return err
	}
	defer stop()
	defer c.Close()
	if err := c.Quit(); err != nil {
		return classify("QUIT", err)
	}
	return nil
}
