//! Writing the tools' output files without harming what is there.
//!
//! A regular file (or an absent one) is replaced atomically: the output goes
//! to a temporary file beside it, renamed over it once complete, so that a
//! failed or interrupted run never leaves a partial file. Anything else is
//! written in place, as clang does: a renamed temporary would *replace* a
//! device such as `/dev/null` (as root, the system's), a FIFO that a reader
//! waits on, or a symbolic link, with a regular file. A symbolic link is
//! followed, and its target written as above.

use std::{
    fs,
    io::{self, Write},
    path::{Path, PathBuf},
};

/// Writes `bytes` to `path` (`-`: standard output).
pub fn write(path: &str, bytes: &[u8]) -> io::Result<()> {
    if path == "-" {
        let mut stdout = io::stdout().lock();
        return stdout.write_all(bytes).and_then(|()| stdout.flush());
    }
    let target = resolve_links(Path::new(path))?;
    match fs::metadata(&target) {
        Ok(metadata) if !metadata.is_file() => {
            if metadata.is_dir() {
                return Err(io::Error::new(
                    io::ErrorKind::IsADirectory,
                    "is a directory",
                ));
            }
            // A device, a FIFO, a socket: written in place.
            let mut file = fs::OpenOptions::new().write(true).open(&target)?;
            file.write_all(bytes).and_then(|()| file.flush())
        }
        _ => replace_atomically(&target, bytes),
    }
}

/// The path a chain of symbolic links ends at (the path itself when it is
/// none; a dangling link's target, which the write then creates).
fn resolve_links(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    // As the kernel's limit on nested links (ELOOP).
    for _ in 0..40 {
        match fs::symlink_metadata(&current) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                let target = fs::read_link(&current)?;
                current = match current.parent() {
                    Some(parent) if target.is_relative() => parent.join(target),
                    _ => target,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Writes a temporary file beside `target` and renames it over `target`,
/// keeping the permissions of a file that was there.
fn replace_atomically(target: &Path, bytes: &[u8]) -> io::Result<()> {
    let directory = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    let temporary = directory.join(format!(".{name}.tmp-{}", std::process::id()));
    let permissions = fs::metadata(target).ok().map(|m| m.permissions());
    let result = fs::write(&temporary, bytes)
        .and_then(|()| match permissions {
            Some(permissions) => fs::set_permissions(&temporary, permissions),
            None => Ok(()),
        })
        .and_then(|()| fs::rename(&temporary, target));
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("acc2omp-output-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("scratch directory");
        dir
    }

    #[test]
    fn replaces_a_regular_file_and_creates_an_absent_one() {
        let dir = scratch("regular");
        let file = dir.join("out.txt");
        write(file.to_str().expect("test file system"), b"one").expect("test file system");
        write(file.to_str().expect("test file system"), b"two").expect("test file system");
        assert_eq!(fs::read(&file).expect("test file system"), b"two");
        // No temporary left beside it.
        assert_eq!(fs::read_dir(&dir).expect("test file system").count(), 1);
        fs::remove_dir_all(dir).expect("test file system");
    }

    #[test]
    fn writes_through_a_symbolic_link() {
        let dir = scratch("link");
        let file = dir.join("real.txt");
        fs::write(&file, b"old").expect("test file system");
        let link = dir.join("link.txt");
        std::os::unix::fs::symlink("real.txt", &link).expect("test file system");
        write(link.to_str().expect("test file system"), b"new").expect("test file system");
        assert!(
            fs::symlink_metadata(&link)
                .expect("test file system")
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(&file).expect("test file system"), b"new");
        fs::remove_dir_all(dir).expect("test file system");
    }

    #[test]
    fn writes_a_device_in_place() {
        write("/dev/null", b"nothing").expect("test file system");
        let metadata = fs::metadata("/dev/null").expect("test file system");
        assert!(!metadata.is_file());
    }

    #[test]
    fn refuses_a_directory() {
        let dir = scratch("dir");
        assert!(write(dir.to_str().expect("test file system"), b"x").is_err());
        fs::remove_dir_all(dir).expect("test file system");
    }
}
