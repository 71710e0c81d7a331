// EXPECT: misaligned-access
// An out-of-line helper reading an (index, weight) pair as one int2 from an
// int array at element k. The caller's records are three ints long and it
// passes k = 3 * i + 1, which is odd for even i: an 8-byte load at a 4-byte
// boundary.
__device__ __noinline__ int2 load_pair(const int *p, int k) {
  return *reinterpret_cast<const int2 *>(p + k);
}
__global__ void gather_pairs(const int *rec, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int2 pw = load_pair(rec, 3 * i + 1);
  out[i] = pw.x * pw.y;
}
