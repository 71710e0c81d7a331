// EXPECT: clean
// A small tokenizer state machine written with goto: every state is entered
// from some transition, including the ones only reached from later states.
__global__ void count_words(const char *text, int len, int *words) {
  int i = 0, n = 0;
  if (threadIdx.x != 0 || blockIdx.x != 0)
    return;
space:
  if (i >= len)
    goto done;
  if (text[i] == ' ' || text[i] == '\n') {
    ++i;
    goto space;
  }
  ++n;
word:
  ++i;
  if (i >= len)
    goto done;
  if (text[i] == ' ' || text[i] == '\n')
    goto space;
  goto word;
done:
  *words = n;
}
