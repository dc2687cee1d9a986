//go:build linux

package live

import "syscall"

// groupAttr puts a command in a process group of its own, and has Linux
// kill it if this process dies first, even by SIGKILL, which leaves no
// chance to end its group.
func groupAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
