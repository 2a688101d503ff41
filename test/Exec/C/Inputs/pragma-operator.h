/* Directive macros as portable codes write them: the text stringized
   through a second macro (its argument macro-replaced first). */
#define STRINGIFY(x) #x
#define PRAGMA(x) _Pragma(STRINGIFY(x))
#define ACC_LOOP_GANG_VECTOR PRAGMA(acc loop gang vector)
