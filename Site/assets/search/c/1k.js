BRIDGEKB_SHARD("c/1k", "eJyr5lJ63LzycfNmJSslczMnJR0upZez+p/N2QXkW4boAJFJvpNOdogSVy0AbXQPLg==");
