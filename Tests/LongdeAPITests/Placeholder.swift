import LongdeAPI
