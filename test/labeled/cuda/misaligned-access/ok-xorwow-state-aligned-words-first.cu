// EXPECT: clean
// Per-thread xorwow RNG: the state struct puts the four 32-bit xorshift words
// first and is 16-byte aligned (32 bytes with the 64-bit counter and padding),
// so the words are loaded and stored as one uint4 at byte 32*i.
struct __align__(16) RngState { unsigned s[4]; unsigned long long seq; };
__device__ __forceinline__ unsigned xorwow(uint4 &st, unsigned long long &seq) {
  unsigned t = st.x ^ (st.x >> 2);
  st.x = st.y; st.y = st.z; st.z = st.w;
  st.w = (st.w ^ (st.w << 4)) ^ (t ^ (t << 1));
  seq += 362437;
  return st.w + (unsigned)seq;
}
__global__ void fill_uniform(RngState *__restrict__ states, float *__restrict__ out, int per) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint4 st = *reinterpret_cast<const uint4 *>(states[i].s);
  unsigned long long seq = states[i].seq;
  for (int k = 0; k < per; ++k)
    out[(size_t)k * gridDim.x * blockDim.x + i] = xorwow(st, seq) * 2.3283064e-10f;
  *reinterpret_cast<uint4 *>(states[i].s) = st;
  states[i].seq = seq;
}
