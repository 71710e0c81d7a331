// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Per-thread top-1 candidate search for a sampling kernel: a __noinline__
// helper returns a small struct {float score; int index; bool valid;} by
// value (12 bytes with three padding bytes after `valid`). The padding is
// never written by anybody, and the struct travels through .param space (and
// the -G stack frame) word by word: the copies of the padding are not reads
// of an unset value in the program's sense. Every field is set on every
// path of the helper.
struct Candidate {
  float score;
  int index;
  bool valid;
};
__device__ __noinline__ Candidate best_in_chunk(const float *__restrict__ logits, int begin, int end,
                                                float temperature) {
  Candidate c;
  c.score = -1e30f;
  c.index = -1;
  c.valid = false;
  for (int i = begin; i < end; ++i) {
    float s = logits[i] / temperature;
    if (s > c.score) {
      c.score = s;
      c.index = i;
      c.valid = true;
    }
  }
  return c;
}
__global__ void chunk_argmax(const float *__restrict__ logits, float *__restrict__ best_score,
                             int *__restrict__ best_index, int vocab, int chunk, float temperature) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int begin = t * chunk;
  if (begin >= vocab)
    return;
  const int end = min(begin + chunk, vocab);
  Candidate c = best_in_chunk(logits, begin, end, temperature);
  best_score[t] = c.valid ? c.score : -1e30f;
  best_index[t] = c.valid ? c.index : -1;
}
