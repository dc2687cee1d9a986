//go:build unix

package live

import (
	"os"
	"os/exec"
	"strconv"
	"sync"
	"syscall"
)

// watchdog is the shell script of watchGroup: while the process $1
// lives, it waits; then it resumes and kills the group $2 (no "--":
// dash's kill reads it as a pid).
const watchdog = `while kill -0 "$1" 2>/dev/null; do sleep 1; done; kill -CONT -"$2" 2>/dev/null; kill -KILL -"$2" 2>/dev/null`

// watchGroup starts a watchdog that kills the process group pgid, within
// a second, if this process dies without ending it: killed by SIGKILL,
// which it cannot catch, the group's leader dies with it (Pdeathsig,
// on Linux), but not what the leader started (nginx's workers, a tool's
// own children), which would live on, frozen or serving. The watchdog is
// a shell in a group of its own, so that ending pgid does not end it;
// end stops it, by its pid, and reaps it. If it cannot start, end does
// nothing: the group is ended as before, only not after a SIGKILL.
func watchGroup(pgid int) (end func()) {
	cmd := exec.Command("sh", "-c", watchdog, "watchdog", strconv.Itoa(os.Getpid()), strconv.Itoa(pgid))
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if cmd.Start() != nil {
		return func() {}
	}
	return sync.OnceFunc(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) // the shell and its sleep
		_ = cmd.Wait()
	})
}
