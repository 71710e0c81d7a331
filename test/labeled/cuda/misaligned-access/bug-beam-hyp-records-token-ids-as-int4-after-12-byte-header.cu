// EXPECT: misaligned-access
// Beam search finalisation: finished hypotheses are records of a 12-byte
// header (float score, int length, int parent beam) followed by 64 int token
// ids, 268 bytes each. The copy-out reads the token ids as int4 at byte 12 of
// the record, 268 * best + 12 bytes into the array: 16-byte aligned only for
// records best = 3 mod 4, so the ld.global.v4 of the best hypothesis faults
// for three records in four (record 0 included).
struct Hyp {
  float score;
  int len, parent;
  int tok[64];
};
__global__ void copy_best(const Hyp *hyps, const int *best, int *out_tokens) {
  const Hyp &h = hyps[best[blockIdx.x]];
  const int4 *src = reinterpret_cast<const int4 *>(h.tok);
  int4 *dst = reinterpret_cast<int4 *>(out_tokens + blockIdx.x * 64);
  if (threadIdx.x < 16)
    dst[threadIdx.x] = src[threadIdx.x];
}
