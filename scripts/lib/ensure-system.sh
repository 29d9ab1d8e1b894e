#!/usr/bin/env bash
# Makes sure every system command Coffer relies on is present, installing the missing Debian
# packages when running as root. Silent when nothing is missing.
#
#   scripts/lib/ensure-system.sh [--with-browser]
#
# --with-browser also requires Debian's Chromium (/usr/bin/chromium), which the e2e tests drive,
# and slapd with ldap-utils, the tests' own directory server.
# As a non-root user it only reports what is missing and exits non-zero.
set -euo pipefail

with_browser=0
for arg in "$@"; do
  case "$arg" in
    --with-browser) with_browser=1 ;;
    *) echo "ensure-system: unknown argument: $arg" >&2; exit 2 ;;
  esac
done

# sbin directories are not on a normal user's PATH on Debian, but the tools live there.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

# One row per requirement: "<kind>:<what>:<debian package>". kind is cmd (a command on PATH),
# file (an executable path), lib (a file that must exist) or font (a fontconfig family name).
requirements=(
  'cmd:make:make'
  'cmd:g++:g++'
  'cmd:python3:python3'
  'cmd:mkfs.btrfs:btrfs-progs'
  'cmd:btrfs:btrfs-progs'
  'cmd:smartctl:smartmontools'
  'cmd:losetup:mount'
  'cmd:blkid:util-linux'
  'cmd:wipefs:util-linux'
  'cmd:flock:util-linux'
  'cmd:gocryptfs:gocryptfs'
  'cmd:fusermount3:fuse3'
  'cmd:mkfs.vfat:dosfstools'
  'cmd:mkfs.exfat:exfatprogs'
  'cmd:ntfs-3g:ntfs-3g'
  'cmd:parted:parted'
  'cmd:mkfs.ext4:e2fsprogs'
  'cmd:mkfs.ntfs:ntfs-3g'
  'cmd:mount.exfat-fuse:exfat-fuse'
  'cmd:fusefat:fusefat'
  'cmd:fc-list:fontconfig'
  # HEIC thumbnails (heif-convert, heif-info); heif-enc makes the tests' HEIC photos.
  'cmd:heif-convert:libheif-examples'
  'cmd:heif-info:libheif-examples'
  'cmd:heif-enc:libheif-examples'
  'font:Noto Sans CJK:fonts-noto-cjk'
  # The file services (issue 17): the daemon runs these servers itself, each with its own
  # configuration under <data>/services/; the packages' own service units are kept off (below).
  'file:/usr/sbin/smbd:samba'
  'cmd:pdbedit:samba-common-bin'
  'cmd:smbcontrol:samba-common-bin'
  'cmd:smbstatus:samba'
  'file:/usr/sbin/pure-ftpd-virtualchroot:pure-ftpd'
  'file:/usr/sbin/minidlnad:minidlna'
  'lib:/usr/lib/x86_64-linux-gnu/libnss_wrapper.so:libnss-wrapper'
  'cmd:openssl:openssl'
  # SMB (issue 17): Samba's RPC server, the recycle and audit VFS modules, smbclient for the tests
  # and the benchmark.
  'file:/usr/libexec/samba/samba-dcerpcd:samba'
  'lib:/usr/lib/x86_64-linux-gnu/samba/vfs/full_audit.so:samba-vfs-modules'
  'lib:/usr/lib/x86_64-linux-gnu/samba/vfs/recycle.so:samba-vfs-modules'
  'cmd:smbclient:smbclient'
)
if [ "$with_browser" = 1 ]; then
  requirements+=('file:/usr/bin/chromium:chromium')
  # The tests (scripts/test passes --with-browser) also run their own OpenLDAP server for
  # directory sign-in, and load it with ldapadd; the packaged slapd service itself is never used.
  requirements+=('file:/usr/sbin/slapd:slapd' 'cmd:ldapadd:ldap-utils' 'cmd:ldapdelete:ldap-utils')
  # The file services' tests and benchmarks: SMB, FTP and WebDAV clients, the WebDAV protocol
  # suite, and nginx as the peer the transfer benchmarks compare with.
  requirements+=('cmd:smbclient:smbclient' 'cmd:curl:curl' 'cmd:litmus:litmus' 'file:/usr/sbin/nginx:nginx')
fi

has_font() {
  if command -v fc-list >/dev/null 2>&1 && fc-list 2>/dev/null | grep -qi -- "$1"; then
    return 0
  fi
  dpkg -s fonts-noto-cjk >/dev/null 2>&1
}

# Fills missing_what (what is absent) and missing_pkgs (the packages providing it, once each).
find_missing() {
  missing_what=()
  missing_pkgs=()
  local row kind rest what pkg
  for row in "${requirements[@]}"; do
    kind=${row%%:*}
    rest=${row#*:}
    what=${rest%:*}
    pkg=${rest##*:}
    case "$kind" in
      cmd) command -v "$what" >/dev/null 2>&1 && continue ;;
      file) [ -x "$what" ] && continue ;;
      lib) [ -e "$what" ] && continue ;;
      font) has_font "$what" && continue ;;
    esac
    missing_what+=("$what")
    case " ${missing_pkgs[*]-} " in
      *" $pkg "*) ;;
      *) missing_pkgs+=("$pkg") ;;
    esac
  done
}

find_missing
[ "${#missing_pkgs[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-system: missing: ${missing_what[*]}" >&2
  echo "ensure-system: install them as root with:" >&2
  echo "  apt-get update && apt-get install -y --no-install-recommends ${missing_pkgs[*]}" >&2
  exit 1
fi

echo "ensure-system: installing ${missing_pkgs[*]} (missing: ${missing_what[*]})"
log=$(mktemp "${TMPDIR:-/tmp}/coffer-apt.XXXXXX")
export DEBIAN_FRONTEND=noninteractive
apt_opts=(-q -o DPkg::Lock::Timeout=300)
# The servers' own service units (smbd on 445, minidlna, pure-ftpd on 21, slapd, nginx on 80) must
# not start: Coffer runs each server itself. A policy-rc.d that refuses keeps the packages' scripts
# from starting them during the install (Debian's invoke-rc.d asks it); units they enabled for
# the next boot are disabled afterwards where systemd runs.
policy=/usr/sbin/policy-rc.d
made_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\n# Made by Coffer while it installs packages; removed afterwards.\nexit 101\n' >"$policy"
  chmod 755 "$policy"
  made_policy=1
fi
trap 'rm -f "$log"; if [ "$made_policy" = 1 ]; then rm -f "$policy"; fi' EXIT
if ! apt-get "${apt_opts[@]}" update >"$log" 2>&1 ||
  ! apt-get "${apt_opts[@]}" install -y --no-install-recommends "${missing_pkgs[@]}" >>"$log" 2>&1 </dev/null; then
  echo "ensure-system: apt-get failed; its last lines:" >&2
  tail -n 30 "$log" >&2
  exit 1
fi
if [ -d /run/systemd/system ]; then
  for pair in samba:smbd samba:nmbd minidlna:minidlna pure-ftpd:pure-ftpd slapd:slapd nginx:nginx; do
    case " ${missing_pkgs[*]} " in
      *" ${pair%%:*} "*) systemctl disable --now "${pair#*:}" >/dev/null 2>&1 || true ;;
    esac
  done
fi

# Check again: a package that installed but did not provide what we need is an error worth seeing.
hash -r
find_missing
if [ "${#missing_what[@]}" -gt 0 ]; then
  echo "ensure-system: still missing after install: ${missing_what[*]}" >&2
  exit 1
fi
echo "ensure-system: done"
