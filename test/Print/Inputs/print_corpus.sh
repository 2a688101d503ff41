#!/bin/bash
# print_corpus.sh CORPUS_DIR WORK_DIR: see test/Print/corpus.c.
set -u
corpus=$1
work=$2
gcc_options="structured-ref-count=no-hold present=no-present update-present=no-present"
printed=0
unsupported=0
failed=0
for source in "$corpus"/*.c; do
  name=$(basename "$source" .c)
  expected="$corpus/Inputs/$name.expected"
  if ! accc -fopenacc-print=omp "$source" -o "$work/$name.clang.c" 2> "$work/$name.err"; then
    if grep -q "error:" "$work/$name.err" && ! grep "error:" "$work/$name.err" | grep -vq "error: unsupported:" \
       && [ ! -e "$work/$name.clang.c" ]; then
      unsupported=$((unsupported + 1))
    else
      echo "$name: the printer failed:"; cat "$work/$name.err"; failed=$((failed + 1))
    fi
    continue
  fi
  if ! accc -fopenacc-print=omp -acc2omp-options="$gcc_options" "$source" -o "$work/$name.gcc.c" 2> "$work/$name.err"; then
    echo "$name: the printer failed with gcc's options:"; cat "$work/$name.err"; failed=$((failed + 1)); continue
  fi
  ok=1
  for compiler in clang gcc; do
    if ! $compiler -fopenmp -w -O1 "$work/$name.$compiler.c" -lm -o "$work/$name.$compiler" 2> "$work/$name.cc"; then
      echo "$name: $compiler cannot compile the printed OpenMP:"; head -5 "$work/$name.cc"; ok=0; continue
    fi
    for threads in 1 4; do
      if ! OMP_NUM_THREADS=$threads timeout 60 "$work/$name.$compiler" > "$work/$name.out" 2> /dev/null \
         || ! cmp -s "$work/$name.out" "$expected"; then
        echo "$name: $compiler's executable on $threads threads does not print the expected output"; ok=0
      fi
    done
  done
  if [ $ok = 1 ]; then printed=$((printed + 1)); else failed=$((failed + 1)); fi
done
echo "corpus: $printed printed and run, $unsupported unsupported, $failed failed"
