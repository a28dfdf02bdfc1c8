BRIDGEKB_SHARD("c/3l", "eJyr5lIqSS0uUbJSMjdwUtLhUnrc3Pa4aSeQbwnjdwCFEPynrc3PtnYD+WaGTjqG6SFgsd6pT/ZOBoqZGLnpmGaC1QEVvVg/FShm6qxjauykY+Kkk+6kY+SkYw7U5qST4aRTEaJjGOIExSCZNCclrloAg1gs5Q==");
