// EXPECT: clean
// Dynamic shared memory carved into an int key array of `nkeys` entries
// (runtime, possibly odd) followed by a float4 value tile. The value tile's
// byte offset is rounded up with (off + 15) & ~15, so the float4 accesses are
// 16-byte aligned for every nkeys.
__global__ void kv_stage(const int *__restrict__ keys, const float4 *__restrict__ vals,
                         float4 *__restrict__ out, int nkeys) {
  extern __shared__ __align__(16) unsigned char smem[];
  int *s_keys = reinterpret_cast<int *>(smem);
  unsigned off = (nkeys * sizeof(int) + 15u) & ~15u;
  float4 *s_vals = reinterpret_cast<float4 *>(smem + off);
  for (int k = threadIdx.x; k < nkeys; k += blockDim.x) s_keys[k] = keys[k];
  s_vals[threadIdx.x] = vals[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  float4 v = s_vals[(threadIdx.x + 1) % blockDim.x];
  float f = (float)s_keys[threadIdx.x % (nkeys > 0 ? nkeys : 1)];
  out[blockIdx.x * blockDim.x + threadIdx.x] = make_float4(v.x * f, v.y * f, v.z * f, v.w * f);
}
