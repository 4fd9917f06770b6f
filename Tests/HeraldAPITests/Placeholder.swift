import HeraldAPI
