CREATE TABLE sample.items (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
