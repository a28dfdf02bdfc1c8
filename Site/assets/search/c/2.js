BRIDGEKB_SHARD("c/2", "eJyr5lJ6umfX0/4mJSslE0M3HdMiJyUdsNiznkagWHmwjqmzjkmZk04VWAIo+mxOJ1zCMCVExyjPWQcoX+mkY+hkpGNo6qRT7ASmjJ2UuGoBiwEe4g==");
