package devmail

// StopChanges begins the first step of Close alone, so that a test can
// send a client's command while the mailboxes are being saved.
func StopChanges(s *Server) { s.boxes.stopChanges() }
