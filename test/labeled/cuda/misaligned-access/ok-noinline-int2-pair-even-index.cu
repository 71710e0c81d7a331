// EXPECT: clean
// The out-of-line int2 pair helper with records padded to four ints: the
// caller passes k = 4 * i + 2, always even, so each 8-byte load is aligned.
__device__ __noinline__ int2 load_pair(const int *p, int k) {
  return *reinterpret_cast<const int2 *>(p + k);
}
__global__ void gather_pairs(const int *rec, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int2 pw = load_pair(rec, 4 * i + 2);
  out[i] = pw.x * pw.y;
}
