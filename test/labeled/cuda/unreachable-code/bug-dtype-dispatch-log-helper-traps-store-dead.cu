// EXPECT: unreachable-code
// BUG: `note_bad_dtype` was meant to record the unsupported dtype and let the
// kernel write a zero, but it ends in __trap() on every path, so the store of
// the fallback value after the call can never run.
__device__ __noinline__ void note_bad_dtype(int *flag, int dtype) {
  atomicExch(flag, dtype);
  __trap();
}
__global__ void cast_to_float(const void *__restrict__ in, float *__restrict__ out, int dtype,
                              int *__restrict__ err, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (dtype == 0) {
    out[i] = static_cast<const float *>(in)[i];
  } else if (dtype == 1) {
    out[i] = (float)static_cast<const int *>(in)[i];
  } else {
    note_bad_dtype(err, dtype);
    out[i] = 0.f;
  }
}
