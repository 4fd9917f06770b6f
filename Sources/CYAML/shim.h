#ifndef ZING_CODEGEN_CYAML_SHIM_H
#define ZING_CODEGEN_CYAML_SHIM_H
#include <yaml.h>
#endif
