/** Numbered migrations; each runs once, in order, inside a transaction. Never edit one that has shipped. */
export const MIGRATIONS: readonly { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'device, users and sessions',
    sql: `
      CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        nickname TEXT NOT NULL DEFAULT '',
        password_hash TEXT NOT NULL,
        main_role INTEGER NOT NULL CHECK (main_role IN (1, 2, 3)),
        disabled INTEGER NOT NULL DEFAULT 0,
        protocol_version TEXT NOT NULL DEFAULT '',
        share_disable INTEGER NOT NULL DEFAULT 0,
        flash_disable INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        keep_login INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        revoke_reason TEXT,
        locked INTEGER NOT NULL DEFAULT 0,
        ip TEXT NOT NULL DEFAULT '',
        device_id TEXT NOT NULL DEFAULT '',
        device TEXT NOT NULL DEFAULT '',
        platform TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX sessions_user ON sessions(user_id);
    `,
  },
  {
    id: 2,
    name: 'pools and jobs',
    sql: `
      CREATE TABLE pools (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        kind TEXT NOT NULL CHECK (kind IN ('normal', 'super')),
        raid_type TEXT NOT NULL,
        protocol TEXT NOT NULL,
        fs_uuid TEXT NOT NULL DEFAULT '',
        members TEXT NOT NULL,
        spares TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('creating', 'ready'))
      );
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        pool_id TEXT,
        state TEXT NOT NULL,
        percent INTEGER NOT NULL,
        description TEXT NOT NULL,
        error_code TEXT,
        error_message TEXT,
        created_at INTEGER NOT NULL,
        finished_at INTEGER
      );
      CREATE INDEX jobs_kind ON jobs(kind, created_at);
    `,
  },
  {
    id: 3,
    name: 'scrub schedules and results',
    sql: `
      CREATE TABLE scrub_timers (
        pool_id TEXT PRIMARY KEY,
        enabled INTEGER NOT NULL,
        interval TEXT NOT NULL CHECK (interval IN ('daily', 'weekly', 'monthly')),
        weekday INTEGER NOT NULL,
        day INTEGER NOT NULL,
        hour INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        last_run_at INTEGER
      );
      CREATE TABLE scrub_results (
        pool_id TEXT PRIMARY KEY,
        job_id TEXT NOT NULL,
        state TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        finished_at INTEGER,
        bytes_scrubbed INTEGER NOT NULL DEFAULT 0,
        total_bytes INTEGER NOT NULL DEFAULT 0,
        errors_found INTEGER NOT NULL DEFAULT 0,
        corrected INTEGER NOT NULL DEFAULT 0,
        uncorrectable INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
  {
    id: 4,
    name: 'pool messages and SMART history',
    sql: `
      CREATE TABLE pool_messages (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('pool_msg', 'cache_msg', 'new_hdd_msg', 'spare_hdd_msg')),
        time INTEGER NOT NULL,
        sn TEXT,
        pid TEXT,
        data TEXT NOT NULL DEFAULT '{}'
      );
      CREATE TABLE smart_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        sn TEXT NOT NULL,
        pos INTEGER NOT NULL,
        protocol TEXT NOT NULL,
        job_id TEXT,
        health TEXT NOT NULL,
        ctime INTEGER NOT NULL,
        report TEXT NOT NULL
      );
      CREATE INDEX smart_history_sn ON smart_history(sn, id);
    `,
  },
  {
    id: 5,
    name: 'encrypted pools',
    sql: `
      ALTER TABLE pools ADD COLUMN encrypted INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE pools ADD COLUMN pwd_prompt TEXT NOT NULL DEFAULT '';
    `,
  },
  {
    id: 6,
    name: 'pool usage reports',
    sql: `
      CREATE TABLE pool_usage_reports (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        pool_id TEXT NOT NULL,
        job_id TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        finished_at INTEGER NOT NULL,
        report TEXT NOT NULL
      );
      CREATE INDEX pool_usage_reports_pool ON pool_usage_reports(pool_id, id);
      CREATE TABLE pool_usage_config (
        pool_id TEXT PRIMARY KEY,
        schedule TEXT NOT NULL CHECK (schedule IN ('off', 'daily', 'weekly'))
      );
    `,
  },
  {
    id: 7,
    name: 'per-user key-value store',
    sql: `
      CREATE TABLE kv (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        k TEXT NOT NULL,
        v TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, k)
      );
    `,
  },
  {
    id: 8,
    name: 'SSD cache pools',
    sql: `
      CREATE TABLE cache_pools (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        pool_id TEXT NOT NULL,
        raid_type TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('read', 'readwrite')),
        members TEXT NOT NULL,
        set_uuid TEXT NOT NULL,
        cache_device TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: 9,
    name: 'pool migrations',
    sql: `
      CREATE TABLE pool_migrations (
        job_id TEXT PRIMARY KEY,
        pool_id TEXT NOT NULL,
        pairs TEXT NOT NULL,
        error TEXT,
        acknowledged INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX pool_migrations_pool ON pool_migrations(pool_id, created_at);
    `,
  },
  {
    id: 10,
    name: 'user groups and the group folders of the public folder',
    sql: `
      CREATE TABLE user_groups (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE user_group_members (
        group_id INTEGER NOT NULL REFERENCES user_groups(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        PRIMARY KEY (group_id, user_id)
      );
      CREATE TABLE public_dirs (
        fid INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE public_dir_permits (
        fid INTEGER NOT NULL REFERENCES public_dirs(fid) ON DELETE CASCADE,
        subject_type TEXT NOT NULL CHECK (subject_type IN ('user', 'group')),
        subject_id INTEGER NOT NULL,
        permission INTEGER NOT NULL CHECK (permission IN (0, 1, 2)),
        PRIMARY KEY (fid, subject_type, subject_id)
      );
    `,
  },
  {
    id: 11,
    name: 'file tasks and recycle bin entries',
    sql: `
      CREATE TABLE file_tasks (
        id TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        state TEXT NOT NULL,
        paths TEXT NOT NULL,
        dest TEXT NOT NULL,
        options TEXT NOT NULL,
        total_bytes INTEGER NOT NULL DEFAULT 0,
        done_bytes INTEGER NOT NULL DEFAULT 0,
        total_num INTEGER NOT NULL DEFAULT 0,
        success_num INTEGER NOT NULL DEFAULT 0,
        skipped_num INTEGER NOT NULL DEFAULT 0,
        current TEXT NOT NULL DEFAULT '',
        error_list TEXT NOT NULL DEFAULT '[]',
        temp_path TEXT,
        created_at INTEGER NOT NULL,
        finished_at INTEGER
      );
      CREATE INDEX file_tasks_owner ON file_tasks(owner_id, created_at);
      CREATE TABLE recycle_entries (
        id TEXT PRIMARY KEY,
        bin TEXT NOT NULL,
        pool_id TEXT NOT NULL,
        name TEXT NOT NULL,
        original_path TEXT NOT NULL,
        owner_id INTEGER NOT NULL,
        is_dir INTEGER NOT NULL,
        size INTEGER NOT NULL,
        deleted_at INTEGER NOT NULL,
        deleted_by TEXT NOT NULL
      );
      CREATE INDEX recycle_entries_bin ON recycle_entries(bin, deleted_at);
    `,
  },
  {
    id: 13,
    name: 'share links and their visits and downloads',
    sql: `
      CREATE TABLE share_links (
        id TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        real_path TEXT NOT NULL,
        name TEXT NOT NULL,
        is_dir INTEGER NOT NULL,
        code TEXT NOT NULL DEFAULT '',
        expire_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        visits INTEGER NOT NULL DEFAULT 0,
        downloads INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX share_links_owner ON share_links(owner_id, created_at);
      CREATE TABLE share_audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        share_id TEXT NOT NULL,
        owner_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('visit', 'download')),
        path TEXT NOT NULL,
        ip TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX share_audit_owner ON share_audit(owner_id, id);
    `,
  },
  {
    id: 14,
    name: 'the audit log: every security-relevant act, once, append-only',
    sql: `
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at INTEGER NOT NULL,
        user_id INTEGER,
        username TEXT NOT NULL DEFAULT '',
        ip TEXT NOT NULL DEFAULT '',
        category TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT NOT NULL DEFAULT '',
        result TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX audit_log_at ON audit_log(at);
      CREATE INDEX audit_log_category ON audit_log(category, at);
      CREATE INDEX audit_log_user ON audit_log(user_id, at);
      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN
        SELECT RAISE(ABORT, 'the audit log is append-only');
      END;
    `,
  },
  {
    id: 15,
    name: 'security: the IP allow and block lists and the safety settings',
    sql: `
      CREATE TABLE ip_allow (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        ip TEXT NOT NULL UNIQUE,
        start_hex TEXT NOT NULL,
        end_hex TEXT NOT NULL,
        remark TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE TABLE ip_block (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        ip TEXT NOT NULL UNIQUE,
        start_hex TEXT NOT NULL,
        end_hex TEXT NOT NULL,
        remark TEXT NOT NULL DEFAULT '',
        locked INTEGER NOT NULL DEFAULT 1,
        auto INTEGER NOT NULL DEFAULT 0,
        expires_at INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE safe_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
    id: 16,
    name: "the log center retention and each user's view of the action log",
    sql: `
      CREATE TABLE audit_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        keep_days INTEGER NOT NULL
      );
      CREATE TABLE action_log_views (
        user_id INTEGER PRIMARY KEY,
        known_upto INTEGER NOT NULL DEFAULT 0,
        hidden_upto INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE action_log_marks (
        user_id INTEGER NOT NULL,
        audit_id INTEGER NOT NULL,
        known INTEGER NOT NULL DEFAULT 0,
        hidden INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, audit_id)
      );
    `,
  },
  {
    id: 17,
    name: 'a remark on each account (the user center)',
    sql: `
      ALTER TABLE users ADD COLUMN remark TEXT NOT NULL DEFAULT '';
    `,
  },
  {
    id: 18,
    name: 'app service permits per user and per group',
    sql: `
      CREATE TABLE app_user_permits (
        service TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        allowed INTEGER NOT NULL CHECK (allowed IN (0, 1)),
        PRIMARY KEY (service, user_id)
      );
      CREATE INDEX app_user_permits_user ON app_user_permits(user_id);
      CREATE TABLE app_group_permits (
        service TEXT NOT NULL,
        group_id INTEGER NOT NULL REFERENCES user_groups(id) ON DELETE CASCADE,
        allowed INTEGER NOT NULL CHECK (allowed IN (0, 1)),
        PRIMARY KEY (service, group_id)
      );
      CREATE INDEX app_group_permits_group ON app_group_permits(group_id);
      -- Bumped by every change a user's answers depend on, from any writer (the routes, a group
      -- edit, a cascade): the daemon's per-user cache of answers is dropped when it moves.
      CREATE TABLE app_permit_epoch (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        epoch INTEGER NOT NULL
      );
      INSERT INTO app_permit_epoch (id, epoch) VALUES (1, 0);
      CREATE TRIGGER app_user_permits_ins AFTER INSERT ON app_user_permits
        BEGIN UPDATE app_permit_epoch SET epoch = epoch + 1; END;
      CREATE TRIGGER app_user_permits_upd AFTER UPDATE ON app_user_permits
        BEGIN UPDATE app_permit_epoch SET epoch = epoch + 1; END;
      CREATE TRIGGER app_user_permits_del AFTER DELETE ON app_user_permits
        BEGIN UPDATE app_permit_epoch SET epoch = epoch + 1; END;
      CREATE TRIGGER app_group_permits_ins AFTER INSERT ON app_group_permits
        BEGIN UPDATE app_permit_epoch SET epoch = epoch + 1; END;
      CREATE TRIGGER app_group_permits_upd AFTER UPDATE ON app_group_permits
        BEGIN UPDATE app_permit_epoch SET epoch = epoch + 1; END;
      CREATE TRIGGER app_group_permits_del AFTER DELETE ON app_group_permits
        BEGIN UPDATE app_permit_epoch SET epoch = epoch + 1; END;
      CREATE TRIGGER app_permit_members_ins AFTER INSERT ON user_group_members
        BEGIN UPDATE app_permit_epoch SET epoch = epoch + 1; END;
      CREATE TRIGGER app_permit_members_upd AFTER UPDATE ON user_group_members
        BEGIN UPDATE app_permit_epoch SET epoch = epoch + 1; END;
      CREATE TRIGGER app_permit_members_del AFTER DELETE ON user_group_members
        BEGIN UPDATE app_permit_epoch SET epoch = epoch + 1; END;
    `,
  },
  {
    id: 19,
    name: "each account's storage limit (a btrfs qgroup on its folder)",
    sql: `
      CREATE TABLE user_quotas (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        limit_bytes INTEGER,
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: 20,
    name: 'directory sign-in: the connection, and the accounts and groups that came from it',
    sql: `
      CREATE TABLE directory_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        url TEXT NOT NULL,
        base_dn TEXT NOT NULL,
        bind_dn TEXT NOT NULL,
        user_filter TEXT NOT NULL,
        user_attr TEXT NOT NULL,
        group_base TEXT NOT NULL,
        group_filter TEXT NOT NULL,
        last_import_at INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE directory_accounts (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        dn TEXT NOT NULL,
        gone INTEGER NOT NULL DEFAULT 0,
        seen_at INTEGER NOT NULL
      );
      CREATE TABLE directory_groups (
        group_id INTEGER PRIMARY KEY REFERENCES user_groups(id) ON DELETE CASCADE,
        dn TEXT NOT NULL
      );
    `,
  },
  {
    id: 21,
    name: "each account's known sign-in devices (the new-device notice)",
    sql: `
      CREATE TABLE known_devices (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_id TEXT NOT NULL,
        device TEXT NOT NULL DEFAULT '',
        first_ip TEXT NOT NULL DEFAULT '',
        first_seen INTEGER NOT NULL,
        last_seen INTEGER NOT NULL,
        PRIMARY KEY (user_id, device_id)
      );
    `,
  },
  {
    id: 22,
    name: "each account's avatar version (the picture is a file under <data>/avatars)",
    sql: `
      ALTER TABLE users ADD COLUMN avatar_at INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    id: 23,
    name: 'file services: each one remembered (enabled, config, recycle), the folders they export, and a change counter',
    sql: `
      CREATE TABLE file_services (
        name TEXT PRIMARY KEY,
        enabled INTEGER NOT NULL DEFAULT 0,
        config TEXT,
        recycle INTEGER NOT NULL DEFAULT 1,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE file_service_mappings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        service TEXT NOT NULL,
        folder TEXT NOT NULL,
        name TEXT NOT NULL,
        exported INTEGER NOT NULL DEFAULT 1,
        UNIQUE (service, folder)
      );
      CREATE UNIQUE INDEX file_service_mapping_names ON file_service_mappings (service, name COLLATE NOCASE);
      CREATE TABLE file_service_epoch (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        epoch INTEGER NOT NULL
      );
      INSERT INTO file_service_epoch (id, epoch) VALUES (1, 0);
      CREATE TRIGGER file_service_epoch_users_update AFTER UPDATE OF username, disabled, main_role ON users
        BEGIN UPDATE file_service_epoch SET epoch = epoch + 1; END;
      ${[
        'user_groups',
        'user_group_members',
        'public_dirs',
        'public_dir_permits',
        'ip_allow',
        'ip_block',
        'safe_settings',
      ]
        .flatMap((table) =>
          ['INSERT', 'UPDATE', 'DELETE'].map(
            (event) =>
              `CREATE TRIGGER file_service_epoch_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
                 BEGIN UPDATE file_service_epoch SET epoch = epoch + 1; END;`,
          ),
        )
        .join('\n')}
      CREATE TRIGGER file_service_epoch_users_insert AFTER INSERT ON users
        BEGIN UPDATE file_service_epoch SET epoch = epoch + 1; END;
      CREATE TRIGGER file_service_epoch_users_delete AFTER DELETE ON users
        BEGIN UPDATE file_service_epoch SET epoch = epoch + 1; END;
    `,
  },
  {
    id: 24,
    name: 'the Samba audit log (LOG-03) and its settings',
    sql: `
      CREATE TABLE samba_audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at INTEGER NOT NULL,
        username TEXT NOT NULL,
        ip TEXT NOT NULL,
        action TEXT NOT NULL,
        share TEXT NOT NULL,
        path TEXT NOT NULL,
        result TEXT NOT NULL
      );
      CREATE TABLE samba_audit_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        enabled INTEGER NOT NULL,
        actions TEXT NOT NULL
      );
    `,
  },
  {
    id: 26,
    name: 'recently changed files per person (/system/recent)',
    sql: `
      CREATE TABLE recent_files (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        act TEXT NOT NULL,
        at INTEGER NOT NULL,
        PRIMARY KEY (user_id, path)
      );
      CREATE INDEX recent_files_user_at ON recent_files(user_id, at);
    `,
  },
];
