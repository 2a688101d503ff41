// A global that declare-header-global.c's file-scope declare names.
int g = 3;
