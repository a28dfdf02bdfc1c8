BRIDGEKB_SHARD("c/2c", "eJyr5lJ63LTrxYZmJSslc5MQJR0upafrd7xYtw/IN4PwgZzne9cB+eluOtnBOnluRjqGaSE6+U4glOykY+ikU+Gkk+qkYxSiY+mkYwYWSXICqjJ1Auvf0Pxs6haQeblgqYwQnUyoGiWuWgCIxinF");
