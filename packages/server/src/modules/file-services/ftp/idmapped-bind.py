"""Idmapped bind mounts for the FTP views (docs/decisions.md "FTP (issue 17)").

Reads {"uid": U, "mounts": [{"source", "target", "readonly"}]} on stdin and binds each source on its
target through an idmapped mount in which files owned by root appear owned by U, and what U writes is
stored as root: an FTP session (which pure-ftpd never runs as root) can use the folders the rest of
Coffer writes, and nothing on disk changes owner. Node has no call for these system calls, hence
this helper; it uses only Python's standard library.
"""

import ctypes
import json
import os
import sys

SYS_OPEN_TREE, SYS_MOVE_MOUNT, SYS_MOUNT_SETATTR = 428, 429, 442  # x86-64 and arm64 alike
CLONE_NEWUSER = 0x10000000
OPEN_TREE_CLONE, OPEN_TREE_CLOEXEC = 0x1, 0o2000000
AT_FDCWD, AT_EMPTY_PATH = -100, 0x1000
MOVE_MOUNT_F_EMPTY_PATH = 0x4
MOUNT_ATTR_RDONLY, MOUNT_ATTR_NOSUID, MOUNT_ATTR_NODEV, MOUNT_ATTR_NOEXEC = 0x1, 0x2, 0x4, 0x8
MOUNT_ATTR_IDMAP = 0x100000

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long


class MountAttr(ctypes.Structure):
    _fields_ = [
        ("attr_set", ctypes.c_uint64),
        ("attr_clr", ctypes.c_uint64),
        ("propagation", ctypes.c_uint64),
        ("userns_fd", ctypes.c_uint64),
    ]


def checked(result, what):
    if result < 0:
        error = ctypes.get_errno()
        raise OSError(error, f"{what}: {os.strerror(error)}")
    return result


def user_namespace(uid):
    """A user namespace whose root is `uid` outside it, held by the returned descriptor."""
    ready_read, ready_write = os.pipe()
    done_read, done_write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(ready_read)
        os.close(done_write)
        ok = libc.unshare(CLONE_NEWUSER) == 0
        os.write(ready_write, b"1" if ok else b"0")
        os.read(done_read, 1)
        os._exit(0)
    os.close(ready_write)
    os.close(done_read)
    try:
        if os.read(ready_read, 1) != b"1":
            raise OSError("cannot make a user namespace")
        for name in ("uid_map", "gid_map"):
            with open(f"/proc/{pid}/{name}", "w") as mapping:
                mapping.write(f"0 {uid} 1\n")
        return os.open(f"/proc/{pid}/ns/user", os.O_RDONLY | os.O_CLOEXEC)
    finally:
        os.close(done_write)
        os.close(ready_read)
        os.waitpid(pid, 0)


def bind(source, target, namespace, readonly):
    tree = checked(
        libc.syscall(SYS_OPEN_TREE, AT_FDCWD, source.encode(), OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC),
        f"open_tree {source}",
    )
    try:
        flags = MOUNT_ATTR_IDMAP | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV | MOUNT_ATTR_NOEXEC
        if readonly:
            flags |= MOUNT_ATTR_RDONLY
        attr = MountAttr(flags, 0, 0, namespace)
        checked(
            libc.syscall(SYS_MOUNT_SETATTR, tree, b"", AT_EMPTY_PATH, ctypes.byref(attr), ctypes.sizeof(attr)),
            f"mount_setattr {source}",
        )
        checked(
            libc.syscall(SYS_MOVE_MOUNT, tree, b"", AT_FDCWD, target.encode(), MOVE_MOUNT_F_EMPTY_PATH),
            f"move_mount {target}",
        )
    finally:
        os.close(tree)


def main():
    request = json.load(sys.stdin)
    namespace = user_namespace(int(request["uid"]))
    try:
        for mount in request["mounts"]:
            bind(mount["source"], mount["target"], namespace, bool(mount["readonly"]))
    finally:
        os.close(namespace)


if __name__ == "__main__":
    try:
        main()
    except OSError as error:
        print(error, file=sys.stderr)
        sys.exit(1)
