//! The clauses OpenACC 3.3 defines ([`ClauseKind`]): the one table of their
//! canonical spellings and the aliases that name them (`pcopy`,
//! `present_or_copyin`, `dtype`, ...).

/// A clause kind, by its canonical name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClauseKind {
    Async,
    Wait,
    NumGangs,
    NumWorkers,
    VectorLength,
    DeviceType,
    If,
    SelfClause,
    Reduction,
    Copy,
    Copyin,
    Copyout,
    Create,
    NoCreate,
    Present,
    Deviceptr,
    Attach,
    Detach,
    Delete,
    Private,
    Firstprivate,
    Default,
    Collapse,
    Gang,
    Worker,
    Vector,
    Seq,
    Independent,
    Auto,
    Tile,
    Finalize,
    UseDevice,
    IfPresent,
    Host,
    Device,
    DeviceNum,
    DefaultAsync,
    Bind,
    Nohost,
    DeviceResident,
    Link,
}

impl ClauseKind {
    /// Every clause kind.
    pub const ALL: [ClauseKind; 41] = [
        ClauseKind::Async,
        ClauseKind::Wait,
        ClauseKind::NumGangs,
        ClauseKind::NumWorkers,
        ClauseKind::VectorLength,
        ClauseKind::DeviceType,
        ClauseKind::If,
        ClauseKind::SelfClause,
        ClauseKind::Reduction,
        ClauseKind::Copy,
        ClauseKind::Copyin,
        ClauseKind::Copyout,
        ClauseKind::Create,
        ClauseKind::NoCreate,
        ClauseKind::Present,
        ClauseKind::Deviceptr,
        ClauseKind::Attach,
        ClauseKind::Detach,
        ClauseKind::Delete,
        ClauseKind::Private,
        ClauseKind::Firstprivate,
        ClauseKind::Default,
        ClauseKind::Collapse,
        ClauseKind::Gang,
        ClauseKind::Worker,
        ClauseKind::Vector,
        ClauseKind::Seq,
        ClauseKind::Independent,
        ClauseKind::Auto,
        ClauseKind::Tile,
        ClauseKind::Finalize,
        ClauseKind::UseDevice,
        ClauseKind::IfPresent,
        ClauseKind::Host,
        ClauseKind::Device,
        ClauseKind::DeviceNum,
        ClauseKind::DefaultAsync,
        ClauseKind::Bind,
        ClauseKind::Nohost,
        ClauseKind::DeviceResident,
        ClauseKind::Link,
    ];

    /// The canonical name (`copy` for `pcopy` and `present_or_copy`,
    /// `device_type` for `dtype`).
    pub fn spelling(self) -> &'static str {
        match self {
            ClauseKind::Async => "async",
            ClauseKind::Wait => "wait",
            ClauseKind::NumGangs => "num_gangs",
            ClauseKind::NumWorkers => "num_workers",
            ClauseKind::VectorLength => "vector_length",
            ClauseKind::DeviceType => "device_type",
            ClauseKind::If => "if",
            ClauseKind::SelfClause => "self",
            ClauseKind::Reduction => "reduction",
            ClauseKind::Copy => "copy",
            ClauseKind::Copyin => "copyin",
            ClauseKind::Copyout => "copyout",
            ClauseKind::Create => "create",
            ClauseKind::NoCreate => "no_create",
            ClauseKind::Present => "present",
            ClauseKind::Deviceptr => "deviceptr",
            ClauseKind::Attach => "attach",
            ClauseKind::Detach => "detach",
            ClauseKind::Delete => "delete",
            ClauseKind::Private => "private",
            ClauseKind::Firstprivate => "firstprivate",
            ClauseKind::Default => "default",
            ClauseKind::Collapse => "collapse",
            ClauseKind::Gang => "gang",
            ClauseKind::Worker => "worker",
            ClauseKind::Vector => "vector",
            ClauseKind::Seq => "seq",
            ClauseKind::Independent => "independent",
            ClauseKind::Auto => "auto",
            ClauseKind::Tile => "tile",
            ClauseKind::Finalize => "finalize",
            ClauseKind::UseDevice => "use_device",
            ClauseKind::IfPresent => "if_present",
            ClauseKind::Host => "host",
            ClauseKind::Device => "device",
            ClauseKind::DeviceNum => "device_num",
            ClauseKind::DefaultAsync => "default_async",
            ClauseKind::Bind => "bind",
            ClauseKind::Nohost => "nohost",
            ClauseKind::DeviceResident => "device_resident",
            ClauseKind::Link => "link",
        }
    }

    /// The kind a clause spelling names: a canonical name or one of its
    /// aliases (`pcopy`, `present_or_copy`, ..., `dtype`).
    pub fn from_spelling(spelled: &str) -> Option<ClauseKind> {
        let alias = match spelled {
            "pcopy" | "present_or_copy" => ClauseKind::Copy,
            "pcopyin" | "present_or_copyin" => ClauseKind::Copyin,
            "pcopyout" | "present_or_copyout" => ClauseKind::Copyout,
            "pcreate" | "present_or_create" => ClauseKind::Create,
            "dtype" => ClauseKind::DeviceType,
            other => return ClauseKind::ALL.into_iter().find(|k| k.spelling() == other),
        };
        Some(alias)
    }

    /// Whether the clause's first argument may carry a modifier before `:`
    /// (`copyin(readonly: a)`, `reduction(+: s)`, `vector(length: 4)`).
    pub fn takes_modifier(self) -> bool {
        matches!(
            self,
            ClauseKind::Copyin
                | ClauseKind::Copyout
                | ClauseKind::Create
                | ClauseKind::Copy
                | ClauseKind::Reduction
                | ClauseKind::Worker
                | ClauseKind::Vector
                | ClauseKind::Wait
        )
    }

    /// Clauses that may appear once per device type (OpenACC 3.3: "at most
    /// one" of each on a construct, or after each `device_type`).
    pub fn at_most_once(self) -> bool {
        matches!(
            self,
            ClauseKind::Gang
                | ClauseKind::Worker
                | ClauseKind::Vector
                | ClauseKind::Seq
                | ClauseKind::Independent
                | ClauseKind::Auto
                | ClauseKind::Collapse
                | ClauseKind::Tile
                | ClauseKind::NumGangs
                | ClauseKind::NumWorkers
                | ClauseKind::VectorLength
                | ClauseKind::If
                | ClauseKind::SelfClause
                | ClauseKind::Default
                | ClauseKind::Async
                | ClauseKind::Finalize
                | ClauseKind::IfPresent
                | ClauseKind::Bind
                | ClauseKind::Nohost
                | ClauseKind::DeviceNum
                | ClauseKind::DefaultAsync
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_and_aliases_name_one_kind() {
        for kind in ClauseKind::ALL {
            assert_eq!(ClauseKind::from_spelling(kind.spelling()), Some(kind));
        }
        assert_eq!(ClauseKind::from_spelling("pcopy"), Some(ClauseKind::Copy));
        assert_eq!(
            ClauseKind::from_spelling("present_or_copyin"),
            Some(ClauseKind::Copyin)
        );
        assert_eq!(
            ClauseKind::from_spelling("dtype"),
            Some(ClauseKind::DeviceType)
        );
        assert_eq!(ClauseKind::from_spelling("bogus"), None);
    }
}
