//go:build unix && !linux

package live

import "syscall"

// groupAttr puts a command in a process group of its own.
func groupAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }
