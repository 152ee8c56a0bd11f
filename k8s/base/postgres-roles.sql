-- One PostgreSQL role per Lakbay service, owning only its own schema. Run with psql as a role that may
-- create roles (the postgres superuser), on the Lakbay database, before the migrations:
--   DATABASE_URL_USERS=postgresql://lakbay_users:<password>@postgres:5432/lakbay ... \
--     psql -v ON_ERROR_STOP=1 -f postgres-roles.sql
-- Each service's role name and password are read from its own DATABASE_URL_<SERVICE> (the URL that
-- service's pods and migration step connect with), so the two can never disagree. Passwords must be
-- URL-safe (e.g. `openssl rand -hex 24`). Running it again changes nothing but the passwords
-- (secret rotation: change the URLs in the Secret, run the migration Job, restart the Deployments).
-- The passwords travel in statements: keep log_statement below 'ddl' on this server (the default).
\set ON_ERROR_STOP on
SET client_min_messages = warning;
\getenv users_url DATABASE_URL_USERS
\getenv content_url DATABASE_URL_CONTENT
\getenv apprenticeship_url DATABASE_URL_APPRENTICESHIP
\getenv scheduling_url DATABASE_URL_SCHEDULING
\getenv notifications_url DATABASE_URL_NOTIFICATIONS
\getenv files_url DATABASE_URL_FILES
\if :{?users_url}
\else
  DO $$ BEGIN RAISE EXCEPTION 'DATABASE_URL_USERS is not set'; END $$;
\endif
\if :{?content_url}
\else
  DO $$ BEGIN RAISE EXCEPTION 'DATABASE_URL_CONTENT is not set'; END $$;
\endif
\if :{?apprenticeship_url}
\else
  DO $$ BEGIN RAISE EXCEPTION 'DATABASE_URL_APPRENTICESHIP is not set'; END $$;
\endif
\if :{?scheduling_url}
\else
  DO $$ BEGIN RAISE EXCEPTION 'DATABASE_URL_SCHEDULING is not set'; END $$;
\endif
\if :{?notifications_url}
\else
  DO $$ BEGIN RAISE EXCEPTION 'DATABASE_URL_NOTIFICATIONS is not set'; END $$;
\endif
\if :{?files_url}
\else
  DO $$ BEGIN RAISE EXCEPTION 'DATABASE_URL_FILES is not set'; END $$;
\endif

BEGIN;

CREATE TEMPORARY TABLE lakbay_service_roles ON COMMIT DROP AS
SELECT s.schema_name, m[1] AS role_name, m[2] AS role_password
FROM (VALUES
  ('users', :'users_url'),
  ('content', :'content_url'),
  ('apprenticeship', :'apprenticeship_url'),
  ('scheduling', :'scheduling_url'),
  ('notifications', :'notifications_url'),
  -- The file store's schema (FILE_STORE=postgres): its role is the BFF's, which has no other.
  ('files', :'files_url')
) AS s(schema_name, url)
LEFT JOIN LATERAL regexp_match(s.url, '^postgres(?:ql)?://([A-Za-z0-9_]+):([A-Za-z0-9._~-]+)@') AS m ON true;

DO $$
DECLARE
  service record;
  owned record;
BEGIN
  IF EXISTS (SELECT FROM lakbay_service_roles WHERE role_name IS NULL) THEN
    RAISE EXCEPTION 'DATABASE_URL_% must be postgresql://<role>:<password>@... (role: letters, digits, _; password URL-safe)',
      (SELECT upper(schema_name) FROM lakbay_service_roles WHERE role_name IS NULL LIMIT 1);
  END IF;
  IF (SELECT count(DISTINCT role_name) FROM lakbay_service_roles) <> (SELECT count(*) FROM lakbay_service_roles) THEN
    RAISE EXCEPTION 'each service needs its own role: two DATABASE_URL_<SERVICE> name the same user';
  END IF;
  -- Nobody reaches this database or creates in public unless granted below.
  EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
  REVOKE CREATE ON SCHEMA public FROM PUBLIC;
  FOR service IN SELECT * FROM lakbay_service_roles LOOP
    IF EXISTS (SELECT FROM pg_roles WHERE rolname = service.role_name) THEN
      EXECUTE format('ALTER ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOBYPASSRLS PASSWORD %L',
        service.role_name, service.role_password);
    ELSE
      EXECUTE format('CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOBYPASSRLS PASSWORD %L',
        service.role_name, service.role_password);
    END IF;
    EXECUTE format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO %I', current_database(), service.role_name);
    EXECUTE format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', service.schema_name, service.role_name);
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', service.schema_name, service.role_name);
    EXECUTE format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', service.schema_name);
    -- Tables and views made before the roles existed (by one shared role) go to the service's role;
    -- their sequences follow their tables.
    FOR owned IN
      SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = service.schema_name AND c.relkind IN ('r', 'p', 'v')
        AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = service.role_name)
    LOOP
      EXECUTE format('ALTER TABLE %I.%I OWNER TO %I', service.schema_name, owned.relname, service.role_name);
    END LOOP;
  END LOOP;
  -- The users service reads and writes the files too (data exports, an erased person's files):
  -- their rows only, never the schema itself.
  EXECUTE format('GRANT USAGE ON SCHEMA files TO %I', (SELECT role_name FROM lakbay_service_roles WHERE schema_name = 'users'));
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA files TO %I',
    (SELECT role_name FROM lakbay_service_roles WHERE schema_name = 'users'));
  EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA files GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I',
    (SELECT role_name FROM lakbay_service_roles WHERE schema_name = 'files'),
    (SELECT role_name FROM lakbay_service_roles WHERE schema_name = 'users'));
END
$$;

COMMIT;
\echo 'postgres-roles: one role per service, each owning only its schema'
