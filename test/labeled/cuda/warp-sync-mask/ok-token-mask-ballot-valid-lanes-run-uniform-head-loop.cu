// EXPECT: clean
// Padded token batch: a lane whose token is padding (id < 0) gets a loop
// count of 0, every real token the same `heads` trips (a kernel parameter).
// The mask is the ballot of `len > 0`, and every lane it names runs every
// trip of the loop (all of them run `heads` trips), while padding lanes never
// enter it: each shuffle has exactly the lanes of its mask.
__global__ void per_head_pair_mix(const int *__restrict__ tok, const float *__restrict__ emb,
                                  float *__restrict__ out, int heads) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int id = tok[gid];
  int len = id >= 0 ? heads : 0;
  unsigned m = __ballot_sync(0xffffffffu, len > 0);
  float acc = 0.f;
  for (int h = 0; h < len; ++h) {
    float mine = emb[(size_t)id * heads + h];
    acc += __shfl_sync(m, mine, __ffs(m) - 1) * mine;
  }
  out[gid] = acc;
}
