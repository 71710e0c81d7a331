// EXPECT: clean
// SDDMM with 8 lanes per nonzero and the group's own mask: the guard
// nz < nnz is the same for the 8 lanes of a group (nz = gt / 8 and groups
// start at multiples of 8), and each width-8 xor shuffle names exactly its
// group, 0xff << (lane & 24), so every lane named is a lane that runs it.
__global__ void sddmm_k64(const int *__restrict__ rows, const int *__restrict__ cols,
                          const float *__restrict__ a, const float *__restrict__ b,
                          float *__restrict__ out, float *denom, int nnz) {
  const int gt = blockIdx.x * blockDim.x + threadIdx.x;
  const int nz = gt / 8, sub = gt % 8;
  const unsigned lane = threadIdx.x % 32;
  float e = 0.f;
  if (nz < nnz) {
    const unsigned group = 0xffu << (lane & 24u);
    const float *ar = a + (size_t)rows[nz] * 64, *bc = b + (size_t)cols[nz] * 64;
    float s = 0.f;
#pragma unroll
    for (int k = sub; k < 64; k += 8)
      s += ar[k] * bc[k];
    s += __shfl_xor_sync(group, s, 4, 8);
    s += __shfl_xor_sync(group, s, 2, 8);
    s += __shfl_xor_sync(group, s, 1, 8);
    if (sub == 0) {
      out[nz] = s;
      e = __expf(s);
    }
  }
  // every lane (in range or not) sums the warp's exp(scores) for the
  // edge-softmax normaliser
  for (int o = 16; o > 0; o >>= 1)
    e += __shfl_xor_sync(0xffffffffu, e, o);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(denom, e);
}
