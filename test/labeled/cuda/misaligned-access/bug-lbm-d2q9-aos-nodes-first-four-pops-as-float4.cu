// EXPECT: misaligned-access
// Lattice-Boltzmann D2Q9 BGK collision on an array-of-structures lattice: each
// node is 9 floats (36 bytes). To cut instructions the first four
// populations are read and written with float4 (BUG): node i starts at byte
// 36*i, which is 4 modulo 16 for node 1, so neighbouring threads cannot both
// be 16-byte aligned.
struct Node { float f[9]; };
__global__ void collide_aos(Node *__restrict__ lat, int n, float omega) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 a = *reinterpret_cast<const float4 *>(&lat[i].f[0]);  // BUG: 36-byte stride
  float4 b = *reinterpret_cast<const float4 *>(&lat[i].f[4]);
  float c = lat[i].f[8];
  float rho = a.x + a.y + a.z + a.w + b.x + b.y + b.z + b.w + c;
  float eq = rho / 9.f;
  a.x += omega * (eq - a.x); a.y += omega * (eq - a.y);
  a.z += omega * (eq - a.z); a.w += omega * (eq - a.w);
  b.x += omega * (eq - b.x); b.y += omega * (eq - b.y);
  b.z += omega * (eq - b.z); b.w += omega * (eq - b.w);
  *reinterpret_cast<float4 *>(&lat[i].f[0]) = a;
  *reinterpret_cast<float4 *>(&lat[i].f[4]) = b;
  lat[i].f[8] = c + omega * (eq - c);
}
